from enum import StrEnum

class ProblemTypeUri(StrEnum):
    BAD_GATEWAY = "/problems/bad-gateway"
    BODY_TOO_LARGE = "/problems/body-too-large"
    GATEWAY_TIMEOUT = "/problems/gateway-timeout"
    HEADERS_TOO_LARGE = "/problems/headers-too-large"
    HTTP_ERROR = "/problems/http-error"
    INTERNAL_ERROR = "/problems/internal-error"
    INVALID_BODY = "/problems/invalid-body"
    MALFORMED_JSON = "/problems/malformed-json"
    METHOD_NOT_ALLOWED = "/problems/method-not-allowed"
    NOT_ACCEPTABLE = "/problems/not-acceptable"
    NOT_FOUND = "/problems/not-found"
    REQUEST_LINE_TOO_LONG = "/problems/request-line-too-long"
    REQUEST_TIMEOUT = "/problems/request-timeout"
    RULE_VIOLATION = "/problems/rule-violation"
    SERVICE_UNAVAILABLE = "/problems/service-unavailable"
    UNSUPPORTED_MEDIA_TYPE = "/problems/unsupported-media-type"

    def __str__(self) -> str:
        return str(self.value)
