"""Checking a screen for cards its viewer must not see (R25/R26), one screen after
another, for the app tests that play whole deals through the app."""

from __future__ import annotations

from collections import Counter

from helpers.app_driver import Driver, screen_text
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.double import DoubleScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.engine.cards import card_label
from pontoon_tui.engine.state import Deal
from pontoon_tui.engine.views import hidden_cards

SUITS = "♠♥♦♣"


def cards_of(deal: Deal) -> Counter[str]:
    """Every card in a deal's hands, the banker's included."""
    cards = Counter(deal.banker_hand.cards)
    for player in deal.order:
        for hand in deal.seats[player].hands:
            cards.update(hand.cards)
    return cards


class PrivacyCheck:
    """Checks one screen after another; counts what it checked.

    Args:
        moving: whether cards may still be coming in as a screen is checked (motion on):
            then the own cards and the public second cards may not all show yet, and only
            what must not show is checked.
    """

    def __init__(self, moving: bool = False) -> None:
        self.moving = moving
        self.screens = 0
        self.hidden_checked = 0
        self.private_screens = 0
        self.public_seconds = 0

    def __call__(self, driver: Driver) -> None:
        app = driver.app
        session = app.table.session
        if session is None:
            return
        holder = driver.holder
        screen = app.screen
        text = screen_text(app)
        self.screens += 1
        for shown in app.screen_stack:
            viewer = getattr(shown, "viewer", None)
            assert viewer in (None, holder), f"{viewer}'s cards on screen while {holder} holds it"
        if isinstance(screen, PassDeviceScreen):
            assert all(getattr(s, "viewer", None) is None for s in app.screen_stack)
            assert not any(suit in text for suit in SUITS), text
        deal = session.current_deal
        hidden = Counter(hidden_cards(session, holder))
        visible = (cards_of(deal) - hidden) if deal is not None else Counter()
        ledger = isinstance(screen, LedgerScreen)
        excused = set(cards_of(session.deals[screen.deal_index])) if ledger else set()
        for code in hidden:
            self.hidden_checked += 1
            if visible[code] or code in excused:
                continue
            assert card_label(code) not in text, (
                f"{card_label(code)} shows on {type(screen).__name__} held by {holder}:\n{text}"
            )
        second_up = session.rules.second_card == "up"  # H9: everyone's second card is public
        if self.moving:
            return
        if second_up and isinstance(screen, PlayerTurnScreen) and deal is not None:
            for seat in deal.seats.values():
                if seat.player != screen.viewer and not seat.split:
                    self.public_seconds += 1
                    assert card_label(seat.hands[0].cards[1]) in text, text
        if isinstance(screen, DoubleScreen) and deal is not None:
            assert screen.viewer == holder == deal.banker
            self.private_screens += 1
            assert card_label(deal.banker_hand.cards[0]) in text  # the banker's own card
        if isinstance(screen, StakeScreen | PlayerTurnScreen) and deal is not None:
            assert screen.viewer == holder
            self.private_screens += 1
            in_play = deal.hand_in_play()
            hand = in_play[1] if in_play else deal.seats[screen.viewer].hands[0]
            if hand.player == screen.viewer:
                for code in hand.cards:
                    assert card_label(code) in text, f"{holder} cannot see their own {code}"
