from enum import StrEnum

class GetProblemTypeSlug(StrEnum):
    BAD_GATEWAY = "bad-gateway"
    BODY_TOO_LARGE = "body-too-large"
    GATEWAY_TIMEOUT = "gateway-timeout"
    HEADERS_TOO_LARGE = "headers-too-large"
    HTTP_ERROR = "http-error"
    INTERNAL_ERROR = "internal-error"
    INVALID_BODY = "invalid-body"
    MALFORMED_JSON = "malformed-json"
    METHOD_NOT_ALLOWED = "method-not-allowed"
    NOT_ACCEPTABLE = "not-acceptable"
    NOT_FOUND = "not-found"
    REQUEST_LINE_TOO_LONG = "request-line-too-long"
    REQUEST_TIMEOUT = "request-timeout"
    RULE_VIOLATION = "rule-violation"
    SERVICE_UNAVAILABLE = "service-unavailable"
    UNSUPPORTED_MEDIA_TYPE = "unsupported-media-type"

    def __str__(self) -> str:
        return str(self.value)
