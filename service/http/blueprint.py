"""The flask-smorest Blueprint every game uses: bodies parsed by our strict parser."""

from flask_smorest import Blueprint as SmorestBlueprint

from service.http.bodies import BodyParser


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = BodyParser()
