"""Types of ``engine/review/small_core.c``, the review's small search in C (see
``engine/review/small_native.py``, its one user)."""

from collections.abc import Callable, Sequence

SOURCE_SHA256: str
"""The SHA-256 of the Python sources the core mirrors, at build time (``small_build``)."""
C_SOURCE_SHA256: str
"""The SHA-256 of ``small_core.c`` at build time."""


class Core:
    """One deal's small search: ``small.SmallSearch``'s set-up, table, history and position."""

    nodes: int
    end: int
    next_stop: int
    @property
    def entries(self) -> int: ...

    def __init__(self, *, side: Sequence[int], next_of: Sequence[int], trump: int, faces: int,
                 free_bit: int, led_of: Sequence[int], kind: Sequence[int],
                 is_face: Sequence[bool], slot: Sequence[int],
                 suits_trump_first: Sequence[int], blocks: Sequence[int],
                 block_of: Sequence[int], weight: Sequence[int], shape_span: int,
                 last_trick: int, blank: bytes, table_entries: int,
                 out_of_budget: type[Exception]) -> None: ...

    def set_position(self, hands: Sequence[int], gone: int, taken: int, trick_no: int,
                     slots: bytes, code: bytes, shapes: Sequence[int], /) -> None: ...

    def age_history(self) -> None: ...

    def lead(self, leader: int, alpha: int, beta: int, stop: Callable[[], bool] | None,
             /) -> int: ...

    def follow(self, i: int, player: int, tmask: int, led: int, wcard: int, wplayer: int,
               alpha: int, beta: int, stop: Callable[[], bool] | None, /) -> int: ...
