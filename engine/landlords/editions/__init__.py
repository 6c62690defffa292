"""Every edition the engine plays; importing this package registers them (see ``landlords.edition``)."""

from . import patent1904, prosperity, standard1906

__all__ = ["patent1904", "prosperity", "standard1906"]
