"""Below 80x24 the game asks for a larger terminal, in a message that fits and breaks
between phrases, never inside a size."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text

from pontoon_tui.launch import make_app


async def test_the_small_terminal_message_wraps_to_fit(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert (
            "Please enlarge the terminal to at least 80 x 24 to play (it is 50 x 15 now)." in text
        )


async def test_the_small_terminal_message_breaks_between_phrases_not_inside_a_size(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(70, 20)) as pilot:
        for width, height in ((70, 20), (50, 15), (20, 10)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            lines = [line.strip() for line in screen_text(app).splitlines() if line.strip()]
            assert any("80 x 24" in line for line in lines), lines
            assert any(f"{width} x {height} now)." in line for line in lines), lines
            if width >= 30:  # room for the whole phrase
                assert any(f"(it is {width} x {height} now)." in line for line in lines)
            joined = " ".join(lines)
            assert "Please enlarge the terminal to at least 80 x 24 to play" in joined
            assert joined.endswith(f"(it is {width} x {height} now). Ctrl+Q quits.")
