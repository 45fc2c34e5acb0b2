"""A drawn test's failure as hypothesis hands it back: the exception that carries the case and
its result through hypothesis' wrapping, why hypothesis called it flaky, and what tells one
drawn value from another (``conformance.run.plugin`` runs the examples)."""

from __future__ import annotations


def drawn_key(drawn) -> object:
    """What tells one drawn value from another: its cases' ids (a relation draws a pair)."""
    if isinstance(drawn, tuple):
        return tuple(drawn_key(d) for d in drawn)
    return getattr(drawn, "id", None)


class CaseFailed(AssertionError):
    """Raised inside a hypothesis example for a result that counts against the backend; it
    carries the case and the result, so that whatever hypothesis wraps it in (a FlakyFailure
    when the failure does not reproduce) still names them."""

    def __init__(self, case, result):
        super().__init__(result.message)
        self.case, self.result = case, result


def leaves(group: BaseExceptionGroup) -> list[BaseException]:
    out: list[BaseException] = []
    stack = [group]
    while stack:
        exc = stack.pop()
        if isinstance(exc, BaseExceptionGroup):
            stack.extend(reversed(exc.exceptions))
        else:
            out.append(exc)
    return out


def flaky_reason(group: BaseExceptionGroup) -> str:
    try:
        from hypothesis.errors import Flaky
    except ImportError:  # pragma: no cover
        Flaky = ()
    if isinstance(group, Flaky) or "Flaky" in type(group).__name__:
        return "the failure did not reproduce when hypothesis ran the case again"
    return f"hypothesis reported {len(leaves(group))} errors at once"
