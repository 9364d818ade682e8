"""The table: the one owner of a session in play and its file, and what each audience may
see of it (no Textual). Screens show its views and send it moves; see
``docs/architecture.md``."""
