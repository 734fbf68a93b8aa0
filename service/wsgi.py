"""The WSGI entry point gunicorn serves: ``service.wsgi:app``."""

from service.app import create_app

app = create_app()
