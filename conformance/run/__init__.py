"""Running: the runner that judges one case on one backend, the pytest plugin, results,
expectations, profiles and certification. May use everything below it: spec, cases, backends."""
