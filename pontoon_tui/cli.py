"""The ``pontoon`` console command.

It parses arguments without importing Textual, so ``pontoon replay`` starts as fast as
Python does; the app is imported only when the game is opened.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.sessionfile import load_session, parse_session_text

EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    """The command's arguments and subcommands."""
    parser = argparse.ArgumentParser(
        prog="pontoon",
        description="Traditional British Pontoon for 2-8 people at one terminal. "
        "With no subcommand, opens the game.",
    )
    parser.add_argument("--seed", type=int, help="make shuffles and cuts reproducible")
    parser.add_argument("--load", type=Path, metavar="FILE", help="open a saved session file")
    parser.add_argument(
        "--save-dir",
        type=Path,
        metavar="DIR",
        help="where sessions are autosaved (default: the user data directory, "
        "or $PONTOON_SAVE_DIR)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = sub.add_parser(
        "replay",
        help="replay a session file and print the result as JSON",
        description="Replay a session file through the rules and print the "
        "pontoon-result/1 object. Exit status 2 on a bad file.",
    )
    replay.add_argument("file", metavar="FILE", help="a session file, or - for standard input")
    return parser


def replay(file: str) -> int:
    """Print the replay result of ``file``; on a bad file, one line on stderr and 2."""
    try:
        if file == "-":
            session = parse_session_text(sys.stdin.buffer.read().decode("utf-8", "strict"))
        else:
            session = load_session(Path(file))
    except FormatError as error:
        print(f"pontoon replay: {file}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (UnicodeDecodeError, RecursionError) as error:
        print(f"pontoon replay: {file}: unreadable ({type(error).__name__})", file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(json.dumps(result_json(session), indent=1, ensure_ascii=False) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return replay(args.file)
    from pontoon_tui.app.main import run_game

    return run_game(seed=args.seed, load=args.load, save_dir=args.save_dir)


def console() -> None:
    """The console script's entry point."""
    sys.exit(main())
