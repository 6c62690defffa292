"""Every edition the engine plays; importing this package registers them (see ``landlords.edition``)."""

from . import standard1906

__all__ = ["standard1906"]
