"""Cases: the case model and case files, tensor data and its layout in buffers, comparison
(exact and within tolerance), the equivalence transforms. May use errors, reference and spec."""
