"""The moves panel: offered moves as buttons, refused ones dimmed with the engine's reason,
a reason too long for the line wrapped beside its button, and the mouse."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region

from pontoon_tui.app.widgets.moves import MoveRow, MovesPanel

LABELS = [
    ("split", "Split (s)"),
    ("buy", "Buy (b)"),
    ("twist", "Twist (t)"),
    ("stick", "Stick (k)"),
]
LONG = "Bob cannot split 7♥ and 10♦: only two cards of the same rank split"


def rows(**notes: str) -> list[MoveRow]:
    """The four moves, each offered with no words unless ``notes`` says otherwise: a note
    starting with '+' is an offered move's words, any other note a refusal."""
    made = []
    for move, label in LABELS:
        note = notes.get(move, "+")
        offered = note.startswith("+")
        made.append(MoveRow(move, label, offered, note[1:] if offered else note))
    return made


class Panel(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield MovesPanel(LABELS)

    def on_moves_panel_pressed(self, message: MovesPanel.Pressed) -> None:
        self.pressed.append(message.move)


def lines(panel: MovesPanel) -> list[str]:
    return [strip.text.rstrip() for strip in panel.render_lines(Region(0, 0, *panel.size))]


async def test_refused_moves_are_dimmed_beside_the_reason() -> None:
    app = Panel()
    async with app.run_test(size=(80, 10)) as pilot:
        panel = app.query_one(MovesPanel)
        panel.show(rows(split="Bob can split only a hand of exactly two cards", buy="+add 1 to 2"))
        await pilot.pause()
        assert lines(panel)[:4] == [  # a mark, not only a colour, tells a refused move
            " Split (s)    ✗ Bob can split only a hand of exactly two cards",
            "   Buy (b)    add 1 to 2",
            " Twist (t)",
            " Stick (k)",
        ]
        drawn = panel.render_lines(Region(0, 0, *panel.size))
        faces = [next(s.style for s in strip if s.text.strip()) for strip in drawn[:4]]
        assert faces[1] == faces[2] == faces[3]  # offered
        assert faces[0] is not None and faces[1] is not None
        assert faces[0].color != faces[1].color  # split refused: faded
        assert faces[1].bold and not faces[0].bold  # and not bold, which shows without colour
        assert panel.offers("buy") and not panel.offers("split")


async def test_a_long_reason_wraps_beside_its_button_and_the_panel_grows() -> None:
    app = Panel()
    async with app.run_test(size=(78, 10)) as pilot:
        panel = app.query_one(MovesPanel)
        panel.show(rows())
        await pilot.pause()
        assert panel.size.height == 4
        panel.show(rows(split=LONG))
        await pilot.pause()
        assert panel.size.height == 5
        shown = lines(panel)
        assert (
            shown[0]
            == " Split (s)    ✗ Bob cannot split 7♥ and 10♦: only two cards of the same rank"
        )
        assert shown[1] == "              split"
        assert shown[2].startswith("   Buy (b)")
        panel.show(rows())  # back to one line each: the rows below move up again
        await pilot.pause()
        assert panel.size.height == 4
        assert lines(panel)[1].startswith("   Buy (b)")


async def test_the_mouse_presses_a_button_and_only_a_button() -> None:
    app = Panel()
    async with app.run_test(size=(78, 10)) as pilot:
        panel = app.query_one(MovesPanel)
        panel.show(rows(split=LONG))
        await pilot.pause()
        await pilot.click(MovesPanel, offset=(3, 2))  # Buy, below the wrapped reason
        await pilot.click(MovesPanel, offset=(3, 1))  # the reason's second line
        await pilot.click(MovesPanel, offset=(30, 0))  # the reason itself
        await pilot.click(MovesPanel, offset=(3, 0))  # a refused move: the screen says why
        await pilot.pause()
        assert app.pressed == ["buy", "split"]


async def test_the_button_under_the_mouse_lights_up() -> None:
    app = Panel()
    async with app.run_test(size=(80, 10)) as pilot:
        panel = app.query_one(MovesPanel)
        panel.show(rows())
        await pilot.pause()
        before = panel.render_lines(Region(0, 2, panel.size.width, 1))[0]
        await pilot.hover(MovesPanel, offset=(3, 2))
        await pilot.pause()
        assert panel.hovered == "twist"
        lit = panel.render_lines(Region(0, 2, panel.size.width, 1))[0]
        assert lit.text == before.text and list(lit) != list(before)
        await pilot.hover(MovesPanel, offset=(40, 2))
        await pilot.pause()
        assert panel.hovered is None
