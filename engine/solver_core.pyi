"""Types of ``engine/solver_core.c``, the open-hand solver's inner search in C (see
``engine/solver_native.py``, its one user)."""

from collections.abc import Callable, Sequence

SOURCE_SHA256: str
"""The SHA-256 of the Python sources the core mirrors, at build time (``engine.solver``)."""
C_SOURCE_SHA256: str
"""The SHA-256 of ``solver_core.c`` at build time."""


class Core:
    """One deal's search: ``solver_search.Solver``'s fixed data, tables and position."""

    nodes: int
    limit: int
    end: int
    round_end: int

    def __init__(self, *, side: Sequence[int], next_of: Sequence[int],
                 kankei_players: Sequence[int], trump: int, faces: int, joker: int,
                 free_joker: int, led_of: Sequence[int], suit_masks: Sequence[int],
                 cash_order: Sequence[int], is_face: Sequence[bool], kind: Sequence[int],
                 slot: Sequence[int], blocks: Sequence[int], block_of: Sequence[int],
                 weight: Sequence[int], total_faces: int, span: int, runs: int,
                 targets: Sequence[int], win: float, loss: float, sukonku: float | None,
                 reverse_sukonku: float | None, status: Sequence[int],
                 result_value: Sequence[float], out_of_budget: type[Exception],
                 round_over: type[Exception]) -> None: ...

    def set_position(self, hands: Sequence[int], gone: int, slots: bytes | bytearray,
                     code: bytes, shapes: Sequence[int], fk: int, fm: int, js: int,
                     trick_no: int, racing: bool, horizon: int, beyond: float | None,
                     /) -> None: ...

    def lead(self, leader: int, alpha: float, beta: float, stop: Callable[[], bool] | None,
             static_bounds: Callable[[int, int, int, int, int], tuple[float, float]],
             /) -> float: ...

    def follow(self, i: int, player: int, tmask: int, led: int, wcard: int, wplayer: int,
               alpha: float, beta: float, stop: Callable[[], bool] | None,
               static_bounds: Callable[[int, int, int, int, int], tuple[float, float]],
               /) -> float: ...

    def decide(self, decider: int, alpha: float, beta: float,
               stop: Callable[[], bool] | None,
               static_bounds: Callable[[int, int, int, int, int], tuple[float, float]],
               /) -> float: ...
