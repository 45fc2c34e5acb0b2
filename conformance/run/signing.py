"""The vendor's Ed25519 key: ``dmlconf keygen`` makes it, ``certify`` signs a bundle's
statement with the private half, ``verify`` checks it with the public half.

Ed25519 because a signature is deterministic and small, and a key has no parameters to get
wrong. Keys are PEM (the private one PKCS8, unencrypted, readable by its owner alone), so
``openssl pkey`` reads them too. Every failure to read a key is a :class:`KeyFileError`: one
line naming the file, exit 2.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import DmlconfError

PRIVATE_KEY = "private-key.pem"  # the names ``dmlconf keygen --out DIR`` writes
PUBLIC_KEY = "public-key.pem"


class KeyFileError(DmlconfError):
    """A key file is missing, unreadable, not PEM, encrypted or not an Ed25519 key."""


def _crypto():
    """The cryptography modules, or one line saying how to install them."""
    try:
        from cryptography import exceptions
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError as exc:
        raise DmlconfError(f"signing needs the cryptography package ({exc}): pip install 'cryptography>=42'") from None
    return serialization, ed25519, exceptions


def generate_keypair(folder: Path) -> tuple[Path, Path, str]:
    """Write FOLDER/private-key.pem (mode 0600) and FOLDER/public-key.pem; overwrite nothing.
    Returns both paths and the public key's fingerprint."""
    serialization, ed25519, _ = _crypto()
    folder = Path(folder)
    private_path, public_path = folder / PRIVATE_KEY, folder / PUBLIC_KEY
    for path in (private_path, public_path):
        if os.path.lexists(path):
            raise KeyFileError(f"{path}: exists; keygen overwrites no key (a lost key voids every bundle it signed)")
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError as exc:
        raise KeyFileError(f"{folder}: cannot create the key folder: {exc.strerror or exc}") from None
    key = ed25519.Ed25519PrivateKey.generate()
    private_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption())
    public_pem = key.public_key().public_bytes(serialization.Encoding.PEM,
                                               serialization.PublicFormat.SubjectPublicKeyInfo)
    _write_new(private_path, private_pem, 0o600)
    _write_new(public_path, public_pem, 0o644)
    return private_path, public_path, fingerprint(key.public_key())


def _write_new(path: Path, data: bytes, mode: int) -> None:
    # O_EXCL: a file that appeared since the check above is not overwritten either
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    except OSError as exc:
        raise KeyFileError(f"{path}: cannot create: {exc.strerror or exc}") from None
    try:
        os.fchmod(fd, mode)  # the umask may have taken bits away; never adds any
        os.write(fd, data)
    finally:
        os.close(fd)


def _read_pem(path: Path, what: str) -> bytes:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise KeyFileError(f"{path}: cannot read the {what}: {exc.strerror or exc}") from None
    if b"-----BEGIN" not in data:
        raise KeyFileError(f"{path}: not a PEM file (expected the {what} that 'dmlconf keygen' writes)")
    return data


def load_private_key(path: Path):
    """The Ed25519 private key in PEM file ``path``."""
    serialization, ed25519, exceptions = _crypto()
    data = _read_pem(path, "private key")
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except TypeError:
        raise KeyFileError(f"{path}: the private key is encrypted; dmlconf reads unencrypted PKCS8 keys "
                           "(keep it safe by its file mode, or decrypt it with openssl pkey)") from None
    except (ValueError, exceptions.UnsupportedAlgorithm):
        public = b"PUBLIC KEY-----" in data
        raise KeyFileError(f"{path}: " + ("a public key: certify signs with the private key" if public
                                          else "not a PEM private key")) from None
    if not isinstance(key, ed25519.Ed25519PrivateKey):
        raise KeyFileError(f"{path}: not an Ed25519 private key but {type(key).__name__.lstrip('_')} "
                           "(make one with 'dmlconf keygen')")
    return key


def load_public_key(path: Path):
    """The Ed25519 public key in PEM file ``path``."""
    serialization, ed25519, exceptions = _crypto()
    data = _read_pem(path, "public key")
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, exceptions.UnsupportedAlgorithm):
        private = b"PRIVATE KEY-----" in data
        raise KeyFileError(f"{path}: " + ("a private key: verify takes the vendor's public key" if private
                                          else "not a PEM public key")) from None
    if not isinstance(key, ed25519.Ed25519PublicKey):
        raise KeyFileError(f"{path}: not an Ed25519 public key but {type(key).__name__.lstrip('_')}")
    return key


def fingerprint(public_key) -> str:
    """``sha256:`` and the hex SHA-256 of the raw 32-byte public key."""
    serialization, _, _ = _crypto()
    raw = public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return "sha256:" + hashlib.sha256(raw).hexdigest()


def sign(private_key, data: bytes) -> bytes:
    return private_key.sign(data)


def signature_valid(public_key, data: bytes, signature: bytes) -> bool:
    _, _, exceptions = _crypto()
    try:
        public_key.verify(signature, data)
    except exceptions.InvalidSignature:
        return False
    return True
