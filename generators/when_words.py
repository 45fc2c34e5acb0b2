"""The words a draw's ``when`` may hold for a tensor or a struct field beside field values
(``Draw.when``): ``PRESENT``, the optional tensor, struct or nested desc is drawn, never null
(None there: never drawn)."""

PRESENT = "present"
