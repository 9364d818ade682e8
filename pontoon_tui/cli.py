"""The ``pontoon`` console command.

It parses arguments without importing Textual, so ``pontoon replay`` starts as fast as
Python does; the app is imported only when the game is opened, and each subcommand's
modules only when it runs (the game's start-up does without the replay's engine).
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.engine.names import MAX_DEALS, MIN_DEALS
from pontoon_tui.safetext import ERROR_LINE, safe_text

if TYPE_CHECKING:
    import ssl

    from pontoon_tui.door.server import Door

EXIT_BAD_INPUT = 2
SWITCH_INTERVAL = 0.001
"""Seconds a thread runs before Python lets another have the interpreter while the game
runs (Python's default is 0.005; see :func:`main`)."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose help is finished only when it is shown: ``finish_help``
    is called once, before the help is first formatted. What it needs (``platformdirs``
    to name the default save folder, the house rules to list them) is then loaded only
    by ``--help``, not by every command."""

    def __init__(
        self, *args: Any, finish_help: Callable[[], None] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.finish_help = finish_help

    def format_help(self) -> str:
        """The help, finished first if it is not yet (see :class:`Parser`)."""
        finish, self.finish_help = self.finish_help, None
        if finish is not None:
            finish()
        return super().format_help()


def build_parser() -> argparse.ArgumentParser:
    """The command's arguments and subcommands."""
    parser = Parser(
        prog="pontoon",
        description="Traditional British Pontoon for 2-8 people at one terminal. "
        "With no subcommand, opens the game.",
    )
    parser.add_argument("--seed", type=int, help="make shuffles and cuts reproducible")
    parser.add_argument(
        "--load",
        type=Path,
        metavar="FILE",
        help="continue a saved session file; every move is saved back to that same file",
    )
    save_dir = parser.add_argument("--save-dir", type=Path, metavar="DIR")
    parser.add_argument(
        "--no-animation",
        action="store_true",
        help="cards appear at once, nothing moves (the command palette's Animations "
        "chooses full, reduced or off, and is remembered)",
    )

    def name_the_save_folder() -> None:
        from pontoon_tui.storage.store import default_save_dir

        folder = str(default_save_dir()).replace("%", "%%")
        save_dir.help = (
            f"where sessions are autosaved (default here: {folder}; "
            "$PONTOON_SAVE_DIR changes the default)"
        )

    parser.finish_help = name_the_save_folder
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = sub.add_parser(
        "replay",
        help="replay a session file and print the result as JSON",
        description="Replay a session file through the rules and print the "
        "pontoon-result/1 object. Exit status 2 on a bad file.",
    )
    replay.add_argument("file", metavar="FILE", help="a session file, or - for standard input")
    replay.add_argument(
        "--text",
        action="store_true",
        help="print the hand history as text to paste into a message (deals that are over "
        "only: a deal in progress is never shown)",
    )
    odds = sub.add_parser(
        "odds",
        help="simulate many deals and report the banker's edge",
        description=ODDS_DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_odds_arguments(odds)
    stats = sub.add_parser(
        "stats",
        help="records across every finished session in the save folder",
        description="Per player name: sessions played and won (a shared win counts), net "
        "units, the average per deal, the best and worst session, Pontoons, five-card "
        "tricks, busts, deals banked and the banker's net; then every finished session. "
        "Unfinished, corrupt and in-play sessions are skipped, counted and left as they "
        "are. Exit status 2 on a folder that cannot be read.",
    )
    host = sub.add_parser(
        "host",
        help="host a table that players join from their own devices over SSH",
        description="Open the game with a door for players' own devices: the lobby shows "
        "the table code (the password), the command that joins from any SSH client "
        "(ssh -t -p 2222 yourname@ADDRESS) and the host key's fingerprint. Players at this "
        "terminal and the computer's seats may play too. For people who know each other "
        "on one network: put it on the internet only behind something made for that.",
    )
    host.add_argument(
        "--port", type=_bounded(1, 65535), default=2222, help="the TCP port (default 2222)"
    )
    host.add_argument(
        "--bind",
        default="",
        metavar="ADDRESS",
        help="listen on this address only (default: every address of this machine)",
    )
    host.add_argument(
        "--web",
        action="store_true",
        help="also let players join from a browser (a phone's, say) on the local network; "
        "the lobby shows the address and a QR code. Plain HTTP unless --cert and --key "
        "are given: see the README",
    )
    host.add_argument(
        "--web-port", type=_bounded(1, 65535), default=8080, help="the browser page's port"
    )
    host.add_argument(
        "--cert",
        type=Path,
        metavar="FILE",
        help="with --web and --key: serve the browser page over HTTPS with this certificate "
        "(a PEM file, the chain after it if any; e.g. one mkcert made for this machine's "
        "address)",
    )
    host.add_argument(
        "--key",
        type=Path,
        metavar="FILE",
        help="the certificate's private key (a PEM file, without a passphrase)",
    )
    host.set_defaults(usage_error=host.error)  # (see tls_usage)
    sub.add_parser("seat")  # a player's screens, started by the door for each connection
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    stats.add_argument(
        "--save-dir",
        dest="stats_save_dir",
        type=Path,
        metavar="DIR",
        help="the save folder to read (default: the game's, or $PONTOON_SAVE_DIR)",
    )
    return parser


def _bounded(low: int, high: int | None) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"must be {span}, not {value}")
        return value

    return parse


def _points(text: str) -> float:
    """A precision in percentage points: a number above 0 and at most 100."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 < value <= 100:
        raise argparse.ArgumentTypeError(f"must be above 0 and at most 100, not {text}")
    return value


DEFAULT_DEALS = 1_000_000
PRECISION_DEALS = 100_000_000
STRATEGY_NAMES = ("baseline", "ev")
"""The strategies ``pontoon odds`` offers (spelled out, so that building the parser does
not import the strategies: ``pontoon replay`` must start fast)."""


ODDS_DESCRIPTION = """\
Play many sessions with the chosen strategies and report, per unit staked
(everything staked, and original stakes alone), the banker's edge and each
player seat's result with 95% confidence intervals, how often Pontoons,
five-card tricks, busts and bank changes occur, and deals per second. Without
--rule or --rules, the deals are played under the standard rules."""


def house_rules_help() -> str:
    """Every house rule's key and values, the standard value first, as the help of
    ``pontoon odds`` lists them below its options."""
    from pontoon_tui.rules import SPECS

    def word(value: object) -> str:  # as --rule takes it (and a session file writes it)
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)

    rows = [(s.key, ", ".join(word(c.value) for c in s.choices), s.number, s.label) for s in SPECS]
    keys = max(len(key) for key, *_ in rows)
    values = max(len(shown) for _, shown, *_ in rows)
    lines = [f"  {k:<{keys}}  {v:<{values}}  {n} {label}" for k, v, n, label in rows]
    return "\n".join(
        [
            "house rules for --rule KEY=VALUE, each with its values, the standard one first",
            "(docs/rules.md H1-H10):",
            *lines,
        ]
    )


def _add_odds_arguments(odds: Parser) -> None:
    def list_the_house_rules() -> None:
        odds.epilog = house_rules_help()

    odds.finish_help = list_the_house_rules
    odds.add_argument(
        "--players", type=_bounded(2, 8), default=4, metavar="N", help="2-8 (default 4)"
    )
    odds.add_argument(
        "--deals",
        type=_bounded(1, None),
        default=None,
        metavar="N",
        help="counted deals, rounded up to whole sessions (default 1,000,000; with "
        "--precision, the most to play: default 100,000,000)",
    )
    odds.add_argument(
        "--precision",
        type=_points,
        default=None,
        metavar="PP",
        help="stop as soon as the banker's edge per unit staked is known to +/-PP "
        "percentage points (95%% interval), e.g. 0.1",
    )
    odds.add_argument(
        "--seed", dest="odds_seed", type=int, default=None, metavar="N", help="default: random"
    )
    odds.add_argument("--player-strategy", choices=STRATEGY_NAMES, default="ev", help="default ev")
    odds.add_argument("--banker-strategy", choices=STRATEGY_NAMES, default="ev", help="default ev")
    odds.add_argument(
        "--session-deals",
        type=_bounded(MIN_DEALS, MAX_DEALS),
        default=8,
        metavar="N",
        help="deals per session (default 8)",
    )
    odds.add_argument("--json", action="store_true", help="print one JSON object")
    odds.add_argument(
        "--workers",
        type=_bounded(1, None),
        default=None,
        metavar="N",
        help="processes to use (default: one per core)",
    )
    odds.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a house rule (listed below), e.g. stick_min=16 or second_card=up; repeatable",
    )
    odds.add_argument(
        "--rules",
        type=Path,
        default=None,
        metavar="FILE",
        help="the house rules of a session file, or a JSON object of house rules",
    )


def odds(args: argparse.Namespace) -> int:
    """Run ``pontoon odds`` and print its report."""
    import os
    import random

    from pontoon_tui.engine.errors import FormatError
    from pontoon_tui.engine.sessionfile import read_rules_file
    from pontoon_tui.rules import RulesError
    from pontoon_tui.rules.options import rules_from_options
    from pontoon_tui.strategy.odds import OddsSpec, odds_json, odds_text, run_odds

    try:
        file_rules = None if args.rules is None else read_rules_file(args.rules)
    except FormatError as error:
        where = f"pontoon odds: --rules {safe_text(args.rules)}"
        print(error_line(where, str(error)), file=sys.stderr)
        return 2
    try:
        house = rules_from_options(file_rules, args.rule)
    except RulesError as error:
        print(error_line("pontoon odds", safe_text(str(error), 150)), file=sys.stderr)
        return 2
    seed = args.odds_seed if args.odds_seed is not None else random.SystemRandom().randrange(2**31)
    precision = None if args.precision is None else args.precision / 100
    deals = args.deals or (PRECISION_DEALS if precision is not None else DEFAULT_DEALS)
    spec = OddsSpec(
        players=args.players,
        deals=deals,
        precision=precision,
        seed=seed,
        player=args.player_strategy,
        banker=args.banker_strategy,
        session_deals=args.session_deals,
        rules=house,
    )
    workers = args.workers or os.cpu_count() or 1
    show_bar = not args.json and sys.stdout.isatty() and spec.deals >= 100_000
    if show_bar:
        from rich.progress import Progress

        with Progress(transient=True) as bar:
            task = bar.add_task("simulating", total=spec.sessions * spec.session_deals)
            tally, seconds = run_odds(spec, workers, lambda n: bar.advance(task, n))
    else:
        tally, seconds = run_odds(spec, workers)
    report = odds_json(spec, tally, seconds, workers)
    if args.json:
        import json

        sys.stdout.write(json.dumps(report, indent=1) + "\n")
    else:
        sys.stdout.write(odds_text(report) + "\n")
    return 0


def replay(file: str, *, text: bool = False) -> int:
    """Print the replay result of ``file`` (as JSON, or with ``text`` as a hand history in
    words); on a bad file, one line on stderr and 2."""
    from pontoon_tui.engine.errors import FormatError
    from pontoon_tui.engine.result import result_json
    from pontoon_tui.engine.sessionfile import (
        decode_session,
        parse_session_text,
        read_bounded,
        read_session_bytes,
    )

    try:
        raw = read_bounded(sys.stdin.buffer) if file == "-" else read_session_bytes(Path(file))
        content = decode_session(raw)
        session = parse_session_text(content)
    except FormatError as error:
        print(error_line(f"pontoon replay: {safe_text(file)}", str(error)), file=sys.stderr)
        return EXIT_BAD_INPUT
    if text:
        from pontoon_tui.reports.history import session_history
        from pontoon_tui.reports.history_text import history_text
        from pontoon_tui.storage.extra import computers_in_text

        computers = computers_in_text(content, session.players)
        sys.stdout.write(history_text(session_history(session, computers)))
        return 0
    import json

    sys.stdout.write(json.dumps(result_json(session), ensure_ascii=False) + "\n")
    return 0


def stats(args: argparse.Namespace) -> int:
    """Print the records of the save folder; on a folder that cannot be read, one line on
    stderr and 2 (a default folder that does not exist yet only has no records)."""
    from pontoon_tui.reports.record_types import Records
    from pontoon_tui.reports.records import RecordsError, read_records
    from pontoon_tui.reports.stats import print_records, records_json
    from pontoon_tui.storage.store import default_save_dir

    given = args.stats_save_dir or args.save_dir
    directory = given if given is not None else default_save_dir()
    try:
        records = read_records(directory)
    except RecordsError as error:
        if given is not None or directory.exists():
            print(error_line(f"pontoon stats: {directory}", str(error)), file=sys.stderr)
            return EXIT_BAD_INPUT
        records = Records(directory, (), (), ())  # the game has saved nothing yet
    if args.json:
        import json

        sys.stdout.write(json.dumps(records_json(records)) + "\n")
        return 0
    from rich.console import Console

    print_records(records, Console(highlight=False))
    return 0


def tls_usage(args: argparse.Namespace) -> str | None:
    """What is wrong with ``pontoon host``'s ``--cert`` and ``--key`` as given (both or
    neither, and only with ``--web``); None when nothing is."""
    if args.cert is None and args.key is None:
        return None
    if args.key is None:
        return "--cert needs --key (the certificate's private key)"
    if args.cert is None:
        return "--key needs --cert (the certificate)"
    if not args.web:
        return "--cert and --key are for the browser page: add --web"
    return None


def open_door(args: argparse.Namespace) -> Door | None:
    """The door for ``pontoon host``; None, with one line on stderr, when its host key
    cannot be made or read, or the browser page's certificate or key cannot be used."""
    from pontoon_tui.door.server import Door

    tls: ssl.SSLContext | None = None
    if args.web and args.cert is not None:
        from pontoon_tui.door.web import CertificateError, tls_context

        try:
            tls = tls_context(args.cert, args.key)
        except CertificateError as error:
            print(error_line("pontoon host", str(error)), file=sys.stderr)
            return None
    try:
        door = Door(port=args.port, bind=args.bind)
    except (OSError, ValueError) as error:
        print(error_line("pontoon host", f"the host key: {error}"), file=sys.stderr)
        return None
    if args.web:
        from pontoon_tui.door.web import WebDoor

        door.web = WebDoor(door, port=args.web_port, bind=args.bind, tls=tls)
    return door


def seat() -> int:
    """A player's screens, as the door starts them on the player's own terminal (the
    link and the ticket come in the environment)."""
    import os

    path, ticket = os.environ.get("PONTOON_LINK"), os.environ.get("PONTOON_TICKET")
    if not path or not ticket:
        print("pontoon seat: started by pontoon host for each player who joins", file=sys.stderr)
        return EXIT_BAD_INPUT
    import contextlib
    import fcntl
    import termios

    with contextlib.suppress(OSError):  # the door's terminal becomes this session's own,
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)  # so that window changes reach the game
    from pontoon_tui.app.seat_app import run_seat

    return run_seat(path, ticket)


def error_line(where: str, problem: str) -> str:
    """``where: problem`` as one safe line of at most :data:`ERROR_LINE` characters."""
    where = safe_text(where, ERROR_LINE // 2)
    return f"{where}: {safe_text(problem, ERROR_LINE - len(where) - 2)}"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return replay(args.file, text=args.text)
    if args.command == "odds":
        return odds(args)
    if args.command == "stats":
        return stats(args)
    if args.command == "seat":
        return seat()
    door = None
    if args.command == "host":
        problem = tls_usage(args)
        if problem is not None:
            args.usage_error(problem)  # (the host's usage and the problem; exits with 2)
        door = open_door(args)
        if door is None:
            return EXIT_BAD_INPUT
    # Nearly everything that loading the game and Textual makes (modules, classes,
    # functions) lasts as long as the game: the collector is off while it is made, then
    # it is set aside (gc.freeze), so that no collection walks it, then or later.
    gc.disable()
    try:
        from pontoon_tui.launch import run_game
    finally:
        gc.freeze()
        gc.enable()
    # Textual writes each frame from a thread of its own, which waits for the interpreter
    # while the main thread works on: a shorter switch interval lets it write sooner.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        animation = not args.no_animation
        return run_game(
            seed=args.seed, load=args.load, save_dir=args.save_dir, animation=animation, door=door
        )
    finally:
        sys.setswitchinterval(interval)


def console() -> None:
    """The console script's entry point."""
    sys.exit(main())
