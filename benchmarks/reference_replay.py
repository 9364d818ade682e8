"""A straightforward replay of a session file under the standard rules, written plainly
from docs/rules.md and docs/session-format.md, as a yardstick for the engine's speed.

It reads the file, checks every event against the state it arrives in (whose turn, the
moves' bounds, a whole pack), plays the deal and prints the same ``pontoon-result/1``
object ``pontoon replay`` prints. It knows the standard rules only (a file with house
rules is refused) and none of the engine's structure: dictionaries and lists, totals
worked out from the cards each time they are needed.

    python3 benchmarks/reference_replay.py FILE
"""

from __future__ import annotations

import json
import sys
from collections import Counter, deque
from typing import Any

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
VALUE = {rank: min(index + 1, 10) for index, rank in enumerate(RANKS)}
CUT = {rank: (14 if rank == "A" else index + 1) for index, rank in enumerate(RANKS)}
CARDS = [rank + suit for suit in "SHDC" for rank in RANKS]
STANDARD = {
    "stick_min": 15,
    "split": "rank",
    "max_hands": 4,
    "buy_fifth": True,
    "pontoon_pays": 2,
    "banker_pontoon": 2,
    "banker_doubles": False,
    "shuffle": "pontoon",
    "second_card": "down",
    "bank_rotates": 0,
}


class Refused(Exception):
    """An event that is not legal where it stands."""


def rank(card: str) -> str:
    return card[:-1]


def best(cards: list[str]) -> int:
    total = sum(VALUE[rank(c)] for c in cards)
    if any(rank(c) == "A" for c in cards) and total + 10 <= 21:
        return total + 10
    return total


def kind(cards: list[str]) -> str:
    total = best(cards)
    if total > 21:
        return "bust"
    if len(cards) == 2 and total == 21:
        return "pontoon"
    if len(cards) >= 5:
        return "five-card trick"
    return "total"


def new_hand(player: str, stake: int = 0) -> dict[str, Any]:
    return {"player": player, "cards": [], "stake": stake, "purchases": [], "twisted": False,
            "done": False, "net": None, "from_split": False}  # fmt: skip


class Replay:
    def __init__(self, players: list[str], deals: int) -> None:
        self.players = players
        self.target = deals
        self.balances = dict.fromkeys(players, 0)
        self.cutting = list(players)
        self.banker: str | None = None
        self.pack: deque[str] = deque()
        self.deals: list[dict[str, Any]] = []
        self.played = 0
        self.size = 104 if len(players) == 8 else 52

    # ----- state ---------------------------------------------------------------------

    def current(self) -> dict[str, Any] | None:
        if self.deals and not self.deals[-1]["over"]:
            return self.deals[-1]
        return None

    def hand_in_play(self, deal: dict[str, Any]) -> dict[str, Any] | None:
        if deal["stage"] != "play" or deal["turn"] >= len(deal["order"]):
            return None
        for hand in deal["hands"][deal["order"][deal["turn"]]]:
            if not hand["done"]:
                return hand
        return None

    def draw(self, deal: dict[str, Any]) -> str:
        if not self.pack:
            raise EOFError
        return self.pack.popleft()

    # ----- events --------------------------------------------------------------------

    def apply(self, event: dict[str, Any]) -> None:
        if self.played >= self.target:
            raise Refused("the session is over")
        kind_ = event.get("type")
        if kind_ == "cut":
            return self.cut(event)
        if self.banker is None:
            raise Refused("the table must first cut for the bank")
        deal = self.current()
        if kind_ == "pack":
            if deal is not None:
                raise Refused("a deal is in progress")
            cards = event.get("cards")
            if not isinstance(cards, list) or len(cards) != self.size:
                raise Refused("not a whole pack")
            copies = 2 if self.size == 104 else 1
            if Counter(cards) != Counter({card: copies for card in CARDS}):
                raise Refused("not a whole pack")
            self.pack = deque(cards)
            try:
                self.start()
            except EOFError:
                self.cancel()
            return None
        if deal is None:
            raise Refused("the table must first shuffle the pack")
        player = event.get("player")
        try:
            self.move(deal, kind_, player, event)
        except EOFError:
            self.cancel()
        return None

    def cut(self, event: dict[str, Any]) -> None:
        if self.banker is not None:
            raise Refused("the bank has already been cut for")
        cards = event.get("cards")
        if not isinstance(cards, dict) or sorted(cards) != sorted(self.cutting):
            raise Refused("the cut needs one card for each player cutting")
        limit = 2 if self.size == 104 else 1
        for card, count in Counter(cards.values()).items():
            if card not in CARDS or count > limit:
                raise Refused(f"{card!r} cannot be cut")
        top = max(CUT[rank(card)] for card in cards.values())
        tied = [p for p in self.cutting if CUT[rank(cards[p])] == top]
        if len(tied) == 1:
            self.banker = tied[0]
            self.cutting = []
        else:
            self.cutting = tied

    def start(self) -> None:
        assert self.banker is not None
        at = self.players.index(self.banker)
        order = self.players[at + 1 :] + self.players[:at]
        deal = {
            "number": self.played + 1,
            "banker": self.banker,
            "order": order,
            "hands": {p: [new_hand(p)] for p in order},
            "bank": new_hand(self.banker),
            "stage": "stake",
            "turn": 0,
            "staked": {},
            "transfers": dict.fromkeys(self.players, 0),
            "pontoon": False,
            "banker_pontoon": False,
            "cancelled": False,
            "over": False,
            "under": [],
            "split": set(),
        }
        self.deals.append(deal)
        for p in order:
            deal["hands"][p][0]["cards"].append(self.draw(deal))
        deal["bank"]["cards"].append(self.draw(deal))

    def move(self, deal: dict[str, Any], what: Any, player: Any, event: dict[str, Any]) -> None:
        stage = deal["stage"]
        if stage == "stake":
            if what != "stake" or player != deal["order"][deal["turn"]]:
                raise Refused("a stake is due")
            amount = event.get("amount")
            if isinstance(amount, bool) or not isinstance(amount, int) or not 1 <= amount <= 5:
                raise Refused("a stake is 1 to 5 units")
            deal["staked"][player] = amount
            deal["hands"][player][0]["stake"] = amount
            deal["turn"] += 1
            if deal["turn"] == len(deal["order"]):
                self.second_cards(deal)
            return
        if stage == "bank":
            if player != deal["banker"] or what not in ("twist", "stick"):
                raise Refused("the banker twists or sticks")
            bank = deal["bank"]
            if what == "twist":
                bank["cards"].append(self.draw(deal))
                hard = sum(VALUE[rank(c)] for c in bank["cards"])
                if len(bank["cards"]) < 5 and hard <= 21:
                    return
            self.settle(deal)
            return
        hand = self.hand_in_play(deal)
        if hand is None or player != hand["player"]:
            raise Refused("not this player's turn")
        cards = hand["cards"]
        total = best(cards)
        if what == "split":
            hands = deal["hands"][player]
            if len(cards) != 2 or rank(cards[0]) != rank(cards[1]) or len(hands) >= 4:
                raise Refused("cannot split")
            second = new_hand(player, hand["stake"])
            second["cards"] = [cards.pop()]
            hand["from_split"] = second["from_split"] = True
            hands.insert(hands.index(hand) + 1, second)
            deal["split"].add(player)
            hand["cards"].append(self.draw(deal))
            second["cards"].append(self.draw(deal))
        elif what == "buy":
            if hand["twisted"] or len(cards) >= 5 or total >= 21:
                raise Refused("cannot buy")
            original = deal["staked"][player]
            high = hand["purchases"][-1] if hand["purchases"] else 2 * original
            amount = event.get("amount")
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise Refused("an amount is a whole number")
            if not original <= amount <= high:
                raise Refused("the purchase is out of bounds")
            hand["stake"] += amount
            hand["purchases"].append(amount)
            cards.append(self.draw(deal))
        elif what == "twist":
            hand["twisted"] = True
            cards.append(self.draw(deal))
        elif what == "stick":
            if total < 15:
                raise Refused("sticking needs 15")
            hand["done"] = True
        else:
            raise Refused(f"no {what} now")
        self.advance(deal)

    def second_cards(self, deal: dict[str, Any]) -> None:
        for p in deal["order"]:
            deal["hands"][p][0]["cards"].append(self.draw(deal))
        deal["bank"]["cards"].append(self.draw(deal))
        if kind(deal["bank"]["cards"]) == "pontoon":
            deal["pontoon"] = deal["banker_pontoon"] = True
            for p in deal["order"]:
                hand = deal["hands"][p][0]
                self.pay(deal, hand, -2 * hand["stake"])
            self.end(deal)
            return
        deal["stage"] = "play"
        deal["turn"] = 0
        self.advance(deal)

    def pay(self, deal: dict[str, Any], hand: dict[str, Any], net: int) -> None:
        hand["net"] = net
        for who, amount in ((hand["player"], net), (deal["banker"], -net)):
            deal["transfers"][who] += amount
            self.balances[who] += amount

    def advance(self, deal: dict[str, Any]) -> None:
        while deal["turn"] < len(deal["order"]):
            hand = self.hand_in_play(deal)
            if hand is None:
                deal["turn"] += 1
                continue
            cards = hand["cards"]
            if len(cards) < 5 and best(cards) < 21:
                return
            hand["done"] = True
            what = kind(cards)
            if what == "bust":
                self.pay(deal, hand, -hand["stake"])
                deal["under"].extend(cards)
            elif what == "pontoon":
                deal["pontoon"] = True
        hands = [h for p in deal["order"] for h in deal["hands"][p]]
        if all(kind(h["cards"]) == "bust" for h in hands):
            self.end(deal)
            return
        deal["stage"] = "bank"

    def settle(self, deal: dict[str, Any]) -> None:
        bank = deal["bank"]["cards"]
        bank_kind, bank_total = kind(bank), best(bank)
        for p in deal["order"]:
            for hand in deal["hands"][p]:
                what = kind(hand["cards"])
                if what == "bust":
                    continue
                if what == "pontoon":
                    stakes = 2
                elif bank_kind == "five-card trick":
                    stakes = -2
                elif what == "five-card trick":
                    stakes = 2
                elif bank_kind == "bust" or best(hand["cards"]) > bank_total:
                    stakes = 1
                else:
                    stakes = -1
                self.pay(deal, hand, stakes * hand["stake"])
        self.end(deal)

    def end(self, deal: dict[str, Any]) -> None:
        deal["over"] = True
        deal["stage"] = "done"
        self.played += 1
        for p in deal["order"]:
            for hand in deal["hands"][p]:
                if kind(hand["cards"]) != "bust":
                    deal["under"].extend(hand["cards"])
        deal["under"].extend(deal["bank"]["cards"])
        if not deal["banker_pontoon"]:
            for p in deal["order"]:
                hands = deal["hands"][p]
                if p not in deal["split"] and kind(hands[0]["cards"]) == "pontoon":
                    self.banker = p
                    break
        if self.played >= self.target or deal["pontoon"]:
            return
        self.pack.extend(deal["under"])
        self.start()

    def cancel(self) -> None:
        deal = self.deals[-1]
        for who, amount in deal["transfers"].items():
            self.balances[who] -= amount
            deal["transfers"][who] = 0
        deal["cancelled"] = True
        deal["over"] = True
        deal["stage"] = "done"

    # ----- the result ----------------------------------------------------------------

    def next(self) -> dict[str, Any] | None:
        if self.played >= self.target:
            return None
        if self.banker is None:
            return {"type": "cut", "players": list(self.cutting)}
        deal = self.current()
        if deal is None:
            return {"type": "pack", "size": self.size}
        if deal["stage"] == "stake":
            return {"type": "stake", "player": deal["order"][deal["turn"]], "min": 1, "max": 5}
        if deal["stage"] == "bank":
            return {"type": "bank", "player": deal["banker"], "moves": ["twist", "stick"]}
        hand = self.hand_in_play(deal)
        assert hand is not None
        player = hand["player"]
        hands = deal["hands"][player]
        cards = hand["cards"]
        moves = []
        if len(cards) == 2 and rank(cards[0]) == rank(cards[1]) and len(hands) < 4:
            moves.append("split")
        can_buy = not hand["twisted"] and len(cards) < 5 and best(cards) < 21
        if can_buy:
            moves.append("buy")
        moves.append("twist")
        if best(cards) >= 15:
            moves.append("stick")
        out: dict[str, Any] = {"type": "play", "player": player,
                               "hand": hands.index(hand) + 1, "moves": moves}  # fmt: skip
        if can_buy:
            original = deal["staked"][player]
            out["buy_min"] = original
            out["buy_max"] = hand["purchases"][-1] if hand["purchases"] else 2 * original
        return out

    def result(self) -> dict[str, Any]:
        finished = self.played >= self.target
        winners: list[str] = []
        if finished:
            top = max(self.balances.values())
            winners = [p for p in self.players if self.balances[p] == top]
        deals = []
        for deal in self.deals:
            bank = deal["bank"]["cards"]
            hands = []
            for p in deal["order"]:
                if p not in deal["staked"]:
                    continue
                for hand in deal["hands"][p]:
                    cards = hand["cards"]
                    hands.append({"player": p, "cards": list(cards), "kind": kind(cards),
                                  "total": best(cards), "stake": hand["stake"],
                                  "net": None if deal["cancelled"] else hand["net"]})  # fmt: skip
            deals.append({
                "number": deal["number"], "banker": deal["banker"],
                "cancelled": deal["cancelled"], "pontoon": deal["pontoon"], "doubled": False,
                "transfers": {p: deal["transfers"][p] for p in self.players},
                "banker_hand": {"cards": list(bank), "kind": kind(bank), "total": best(bank)},
                "hands": hands,
            })  # fmt: skip
        return {
            "format": "pontoon-result/1",
            "players": list(self.players),
            "rules": dict(STANDARD),
            "balances": {p: self.balances[p] for p in self.players},
            "deals_played": self.played,
            "banker": self.banker,
            "finished": finished,
            "winners": winners,
            "next": self.next(),
            "deals": deals,
        }


def replay(text: str) -> dict[str, Any]:
    """The result of the session file ``text``; raises :class:`Refused` (or ValueError)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") not in (
        "pontoon-session/1",
        "pontoon-session/2",
    ):
        raise Refused("not a pontoon session file")
    rules = data.get("rules", {})
    if any(STANDARD.get(key, object()) != value for key, value in rules.items()):
        raise Refused("this replay knows the standard rules only")
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 8:
        raise Refused("2 to 8 players")
    if len(set(players)) != len(players) or not all(isinstance(p, str) for p in players):
        raise Refused("distinct names")
    deals = data.get("deals", 8)
    if isinstance(deals, bool) or not isinstance(deals, int) or not 1 <= deals <= 99:
        raise Refused("1 to 99 deals")
    session = Replay(players, deals)
    for number, event in enumerate(data.get("events", []), start=1):
        if not isinstance(event, dict):
            raise Refused(f"event {number}: not an object")
        try:
            session.apply(event)
        except Refused as refused:
            raise Refused(f"event {number}: {refused}") from None
    return session.result()


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as file:
        text = file.read()
    try:
        result = replay(text)
    except (Refused, ValueError) as error:
        print(f"reference replay: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
