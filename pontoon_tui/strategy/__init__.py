"""Computer seats, hints and the strategies behind them (no Textual).

For the app:

* :func:`choose_event` — ``choose_event(session, seat)`` returns the event a computer in
  ``seat`` plays now (its stake, its move for the hand in play, or, as banker, whether to
  double under H7, then twist or stick), read from that seat's view only, under the
  session's house rules. Apply it with ``session.apply``. Cuts and
  packs are chance, not a seat's decision: make them with
  :func:`pontoon_tui.engine.chance.chance_event`.
* :func:`hints` — ``hints(session, seat)`` lists, for each legal move of the hand
  ``seat`` is playing, a :class:`Hint`: the move, the amount it adds, the chance that the
  next card busts the hand and the move's expected value in units. Empty when ``seat``
  has no hand to play. Hints value moves under the session's house rules.
* :data:`PLAYER_STRATEGIES`, :data:`BANKER_STRATEGIES` — the strategies by name
  (``"ev"``, the default, and ``"baseline"``), each with a one-line ``describe``; a
  strategy's ``for_rules(rules)`` is that strategy under one table's house rules.

``benchmarks/odds_bench.py`` measures how long each decision takes. The
first decision of a process under some house rules fills the strategy's tables for them;
call :func:`warm_up` at start-up to pay that cost before the first computer move.
"""

from pontoon_tui.strategy.seats import Hint, choose_event, hints, warm_up
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES

__all__ = ["BANKER_STRATEGIES", "PLAYER_STRATEGIES", "Hint", "choose_event", "hints", "warm_up"]
