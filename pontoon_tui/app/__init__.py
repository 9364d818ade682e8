"""The terminal game's screens and widgets (Textual): they show the table's views and send
it moves. :func:`pontoon_tui.launch.make_app` builds the game, with its table."""
