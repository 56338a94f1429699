"""A new game: the preset, every house rule of docs/rules.md section 9, and the CPU level.

The rows start from the choices of the last new game (``Settings.rules``,
``cpu_level``, ``turn_time_limit``); choosing a preset resets the house rules
to that preset's values. "Start" remembers the choices and starts the match,
asking first if it would replace an unfinished one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.games import BIDDING, THREE_PLAYERS
from engine.rules import ALL_PRESETS, JOKER_LEAD_FREE, JOKER_LEAD_TRUMP, PRESETS, RuleSet
from goninkan_desktop.i18n import has, t, tn
from goninkan_desktop.i18n.format import minus
from goninkan_desktop.profile.choices import CPU_LEVELS
from goninkan_desktop.profile.settings import TURN_TIME_LIMITS
from goninkan_desktop.ui import layout
from goninkan_desktop.ui.menu_base import MenuScene
from goninkan_desktop.ui.nodes.menu import Focusable, Option, OptionRow

if TYPE_CHECKING:
    from goninkan_desktop.play.navigator import Navigator

COLUMNS = (56.0, 664.0)
COLUMN_WIDTH = 560.0
ROW_TOP = 86.0
ROW_STEP = 105.0
ROW_HEIGHT = 101.0
BUTTONS_Y = 614.0
TOPICS = {"preset": "goshogawara", "rounds": "teams.1", "tome_suppe": "tome_suppe",
          "nijukan": "nijukan", "shown_cards": "kime_yaku", "deal1_target": "deals.1",
          "scoring": "scoring", "missed_juroku": "juroku"}
"""The place in the rules screen that explains each rule of Goninkan: a section, a section's
paragraph ("deals.1": ``rules.deals.1``) or a glossary term."""

BIDDING_TOPICS = {"preset": "bidding", "rounds": "bidding.6", "min_bid": "bidding.2",
                  "joker_lead": "bidding.5", "players": "bidding.7", "auction": "bidding.8"}
"""The bidding game's rules are one section of the rules screen (docs/rules.md section 11): each
rule's "?" opens its paragraph."""

TOPICS_OF_GAME: dict[str, dict[str, str]] = {"goninkan": TOPICS, "bidding": BIDDING_TOPICS}
"""Each game's "?" pages: a Goninkan row never opens a bidding page, nor the reverse."""


RULE_ORDER = ("rounds", "players", "auction", "tome_suppe", "nijukan", "shown_cards",
              "deal1_target", "scoring", "missed_juroku", "min_bid", "joker_lead")
"""The house rules in the order the screen lists them; each game shows its own
(``RuleSet.game.rule_keys``)."""

ROUNDS_WORDS = {"goninkan": "menus.ng.rounds", "bidding": "menus.ng.bidding.rounds"}
"""What the ``rounds`` row is called in each game (a round is one deal in the bidding game)."""


PLAYER_COUNTS = (BIDDING.seats, THREE_PLAYERS)
"""The bidding game's numbers of players (B15), its usual five first."""


def _on_off() -> list[Option[bool]]:
    return [Option(False, t("menus.off")), Option(True, t("menus.on"))]


def _numbers(values: range | tuple[int, ...], key: str) -> list[Option[int]]:
    return [Option(v, minus(tn(key, v))) for v in values]


class NewGameScene(MenuScene):
    """The rules and the computer players of the next match."""

    def __init__(self, navigator: Navigator) -> None:
        self.navigator = navigator
        settings = navigator.session.settings
        self.rules: RuleSet = settings.rules
        self.level: str = settings.cpu_level
        self.time_limit: int | None = settings.turn_time_limit
        self.rows: dict[str, OptionRow[Any]] = {}
        super().__init__(navigator.session.renderer)

    def build(self) -> list[Focusable]:
        self.rows = {}
        self.heading(t("menus.ng.title"), 12.0)
        specs = self._specs()
        per_column = -(-len(specs) // len(COLUMNS))  # the rows shared evenly by the columns
        for index, (name, title, options, value, help_for) in enumerate(specs):
            column, row = divmod(index, per_column)
            pos = (COLUMNS[column], ROW_TOP + row * ROW_STEP)
            self.rows[name] = self.root.add(OptionRow(
                title, help_for(value), options, value, self._changer(name), pos,
                (COLUMN_WIDTH, ROW_HEIGHT), value_width=180.0, help_for=help_for,
                on_more=self._more(name)))
        self._refresh()
        self.back_button = self.button(t("menus.back"), self.back,
                                       (layout.WIDTH / 2 - 170, BUTTONS_Y), (300.0, 58.0))
        self.start_button = self.button(t("menus.ng.start"), self.start,
                                        (layout.WIDTH / 2 + 170, BUTTONS_Y), (300.0, 58.0),
                                        primary=True)
        return [*self.rows.values(), self.back_button, self.start_button]  # as they read

    def first_focus(self, items: list[Focusable]) -> int:
        """"Start" has the focus: Enter twice from the title starts a game as last time."""
        return items.index(self.start_button)

    def _specs(self) -> list[tuple[str, str, list[Option[Any]], Any, Callable[[Any], str]]]:
        rules = self.rules

        def fixed(key: str) -> Callable[[Any], str]:
            return lambda _value: t(key)

        presets = [Option(p, t(f"menus.ng.preset.{p}")) for p in ALL_PRESETS]
        nijukan = [Option(v, t(f"menus.ng.nijukan.{v}")) for v in ("swap", "redeal")]
        scoring = [Option(p, t(f"menus.ng.preset.{p}")) for p in PRESETS]
        missed = _numbers((-16, -17), "menus.ng.missed.value")
        times = [Option(v, t("menus.ng.time.none") if v is None else
                        tn("menus.ng.time.value", v)) for v in TURN_TIME_LIMITS]
        levels = [Option(v, t(f"menus.level.{v}")) for v in CPU_LEVELS]
        rounds = ROUNDS_WORDS[rules.game.name]

        def preset_help(value: str) -> str:
            key = self._form_key(f"menus.ng.preset.help.{value}")
            return t(key) if has(key) else t("menus.ng.preset.help")

        def form(key: str) -> Callable[[Any], str]:
            """A help line true of the form chosen (without an auction: no bid, no pass)."""
            return lambda _value: t(self._form_key(key))

        house: list[tuple[str, str, list[Option[Any]], Any, Callable[[Any], str]]] = [
            ("rounds", t(rounds), _numbers(range(1, 21), f"{rounds}.value"),
             rules.rounds, form(f"{rounds}.help")),
            ("tome_suppe", t("menus.ng.tome_suppe"), _on_off(), rules.tome_suppe,
             fixed("menus.ng.tome_suppe.help")),
            ("nijukan", t("menus.ng.nijukan"), nijukan, rules.nijukan,
             fixed("menus.ng.nijukan.help")),
            ("shown_cards", t("menus.ng.shown"), _numbers(range(6), "menus.ng.shown.value"),
             rules.shown_cards, fixed("menus.ng.shown.help")),
            ("deal1_target", t("menus.ng.target"), _numbers((8, 9), "menus.ng.target.value"),
             rules.deal1_target, fixed("menus.ng.target.help")),
            ("scoring", t("menus.ng.scoring"), scoring, rules.scoring,
             fixed("menus.ng.scoring.help")),
            ("missed_juroku", t("menus.ng.missed"), missed, rules.missed_juroku,
             fixed("menus.ng.missed.help")),
            ("min_bid", t("menus.ng.min_bid"), _numbers(range(9, 14), "menus.ng.min_bid.value"),
             rules.min_bid, self._min_bid_help),
            ("joker_lead", t("menus.ng.joker_lead"),
             [Option(v, t(f"menus.ng.joker_lead.{v}")) for v in (JOKER_LEAD_TRUMP,
                                                                  JOKER_LEAD_FREE)],
             rules.joker_lead, fixed("menus.ng.joker_lead.help")),
            ("players", t("menus.ng.players"),
             _numbers(PLAYER_COUNTS, "menus.ng.players.value"), rules.players,
             form("menus.ng.players.help")),
            ("auction", t("menus.ng.auction"), _on_off(), rules.auction,
             fixed("menus.ng.auction.help")),
        ]
        shown = [spec for spec in house if spec[0] in rules.game.rule_keys]
        shown.sort(key=lambda spec: RULE_ORDER.index(spec[0]))
        return [
            ("preset", t("menus.ng.preset"), presets, rules.preset, preset_help),
            *shown,
            ("time_limit", t("menus.ng.time"), times, self.time_limit,
             fixed("menus.ng.time.help")),
            ("level", t("menus.ng.level"), levels, self.level,
             lambda v: t(f"menus.level.{v}.help")),
        ]

    def _form_key(self, key: str) -> str:
        """``key``, or its words for the bidding game without an auction (docs/rules.md B17)
        where it has them."""
        free = f"{key}.no_auction"
        return free if not self.rules.auction and has(free) else key

    def _min_bid_help(self, lowest: int) -> str:
        """The lowest bid's help; with three players and a lowest bid of 10 or more it says
        that the computer players seldom bid so many alone (B16), so that a player who sees
        deal after deal passed knows why before choosing."""
        if self.rules.players == THREE_PLAYERS and lowest >= 10:
            return t("menus.ng.min_bid.help.three", count=lowest)
        return t("menus.ng.min_bid.help")

    def _more(self, name: str) -> Callable[[], None] | None:
        """The "?" of a rule: its page in the rules screen, with the rules as chosen here."""
        topic = TOPICS_OF_GAME[self.rules.game.name].get(name)
        if topic is None:
            return None
        return lambda: self.navigator.open_rules(self.rules, topic)

    def _changer(self, name: str) -> Callable[[Any], None]:
        def change(value: Any) -> None:
            if name == "preset":
                game = self.rules.game
                self.rules = RuleSet.preset_named(value)
                if self.rules.game != game:  # another game: other house rules
                    self.rebuild()
                    return
            elif name == "level":
                self.level = value
            elif name == "time_limit":
                self.time_limit = value
            else:
                self.rules = replace(self.rules, **{name: value})
            self._refresh()

        return change

    def _refresh(self) -> None:
        """Every row shows the rules as they are now (a preset changes them all)."""
        for name, row in self.rows.items():
            if name not in ("level", "time_limit"):
                row.set_value(getattr(self.rules, name))
        if "missed_juroku" in self.rows:
            self.rows["missed_juroku"].enabled = self.rules.scoring == "standard"
        if "min_bid" in self.rows:  # docs/rules.md section 12: without an auction, no bid
            self.rows["min_bid"].enabled = self.rules.auction

    def start(self) -> None:
        """Remember the choices, then start the match (asking before replacing one)."""
        session = self.navigator.session
        session.change(rules=self.rules, cpu_level=self.level, turn_time_limit=self.time_limit)
        rules, level, limit = self.rules, self.level, self.time_limit
        self.navigator.confirm_replace(lambda: self.navigator.start_match(rules, level, limit))
