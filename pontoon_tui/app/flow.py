"""Which screen comes next: one pure function of the table's public view, what the table
has been shown, and who holds the device (no Textual here, so it is tested on its own).

The app asks :func:`next_step`, shows the screen the step names, and when that screen is
done records it with :func:`after` before asking again. A step for a person's private
screen comes wrapped in a ``pass`` step unless that person already holds the device.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:  # the first frame (setup) does not wait for the engine
    from pontoon_tui.engine.views import TableView

ScreenName = Literal[
    "banker-pontoon",
    "ledger",
    "standings",
    "computer",
    "cut",
    "shuffle",
    "stake",
    "double",
    "play",
    "bank",
    "pass",
    "watch",
]

PRIVATE: frozenset[ScreenName] = frozenset({"stake", "double", "play"})
"""Screens that show one person's own face-down cards. The banker's turn is public: the
banker's cards are turned over as it begins (R18), so it needs no passing of the device,
after a resume as in uninterrupted play."""

PURPOSES: dict[ScreenName, str] = {
    "stake": "look at your first card and stake",
    "double": "look at your first card and say whether to double",
    "play": "play your hand",
}
"""What the pass-the-device screen says the named person takes the device for."""


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Seen(NamedTuple):
    """What the table has been shown, and who holds the device.

    Attributes:
        holder: the person holding the device, or None when it must be asked for (at the
            start, after a resume, and after a screen the whole table gathered round: a
            ledger, a banker's Pontoon, a computer's move).
        ledgers: the index of the first deal whose ledger the table has still to see.
        pontoons: the deals whose banker's-Pontoon screen the table has seen.
        cut: whether the table has seen the cut that decided the bank in full.
    """

    holder: str | None = None
    ledgers: int = 0
    pontoons: frozenset[int] = frozenset()
    cut: bool = False


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Step(NamedTuple):
    """A screen to show.

    Attributes:
        screen: which screen.
        player: whose screen it is (the person to take the device, for ``pass``).
        deal: the deal's index, for the ledger and the banker's-Pontoon screen.
        then: for ``pass``, the private screen that follows it.
    """

    screen: ScreenName
    player: str | None = None
    deal: int | None = None
    then: Step | None = None

    @property
    def purpose(self) -> str:
        """For ``pass``: what the person takes the device for."""
        return PURPOSES[self.then.screen] if self.then is not None else ""


def resumed(view: TableView) -> Seen:
    """What a table that resumes the session ``view`` shows has seen: every settled deal,
    except that the ledger of the deal just settled is shown again when nothing has
    happened since."""
    deals = view.deals
    current = not view.deal_over and view.deal_index is not None
    ledgers = max(len(deals) - 1, 0)
    fresh = current and view.stage == "stake" and not any(s.original_stake for s in view.seats)
    if fresh and len(deals) > 1:
        ledgers = len(deals) - 2
    pontoons = frozenset(deal.index for deal in deals if deal.over)
    cut = view.banker is None or bool(deals)  # else the deciding cut is shown again
    return Seen(None, ledgers, pontoons, cut)


def next_step(
    view: TableView, seen: Seen, computers: Collection[str] = (), remote: Collection[str] = ()
) -> Step:
    """The screen the table needs next.

    Args:
        view: the table's public view of the session in play.
        seen: what the table has been shown and who holds the device.
        computers: the seats the computer plays (they never take the device).
        remote: the seats played on the players' own devices: the host's terminal
            watches their decisions (``watch``).
    """
    settled = _settled(view, seen)
    if settled is not None:
        return settled
    nxt = view.next
    if nxt is None:
        return Step("standings")
    if nxt.type == "cut" or (nxt.type == "pack" and not seen.cut):
        return Step("cut")  # until the table has seen the cut that decided the bank
    if nxt.type == "pack":
        return Step("shuffle")
    player = nxt.player
    assert player is not None
    if player in computers:
        return Step("computer", player)
    if player in remote:
        return Step("watch", player)
    private = Step(nxt.type, player)
    people = [p for p in view.players if p not in computers and p not in remote]
    if nxt.type == "bank" or seen.holder == player or people == [player]:
        return private  # a public turn, or the device is already in the right hands
    return Step("pass", player, then=private)


def _settled(view: TableView, seen: Seen) -> Step | None:
    """The ledger (or first the banker's Pontoon) of a deal over that the table has not
    seen yet."""
    over = [deal for deal in view.deals if deal.over and deal.index >= seen.ledgers]
    if not over:
        return None
    latest = over[-1]
    if latest.banker_pontoon and latest.index not in seen.pontoons:
        return Step("banker-pontoon", deal=latest.index)
    return Step("ledger", deal=latest.index)


def seat_step(view: TableView, seen: Seen, seat: str | None) -> Step:
    """The screen a player's own device needs next: the ledgers and standings as the
    host's terminal shows them, the seat's own decisions (its stake, doubling, turn or
    bank), and otherwise the table as it plays (``watch``, naming whose decision it
    waits for; the host's terminal cuts and shuffles).

    Args:
        view: the public view of the session in play.
        seen: the ledgers this device has shown.
        seat: the seat this device plays, or None while it watches.
    """
    settled = _settled(view, seen)
    if settled is not None:
        return settled
    nxt = view.next
    if nxt is None:
        return Step("standings")
    if seat is not None and nxt.player == seat and nxt.type in ("stake", "double", "play", "bank"):
        return Step(nxt.type, seat)
    return Step("watch", nxt.player)


def after(step: Step, seen: Seen) -> Seen:
    """What the table has seen once ``step``'s screen is done."""
    if step.screen == "banker-pontoon":
        assert step.deal is not None
        return seen._replace(holder=None, pontoons=seen.pontoons | {step.deal})
    if step.screen == "ledger":
        assert step.deal is not None
        return seen._replace(holder=None, ledgers=step.deal + 1)
    if step.screen == "cut":
        return seen._replace(cut=True)
    if step.screen == "computer":  # the whole table watches a computer's move
        return seen._replace(holder=None)
    if step.screen == "pass":
        return seen._replace(holder=step.player)
    if step.screen in PRIVATE or step.screen == "bank":
        return seen._replace(holder=step.player)  # the banker works the device for the turn
    return seen
