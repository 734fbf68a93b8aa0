from enum import StrEnum

class ChocolaType(StrEnum):
    BONBON = "bonbon"
    CREMINO = "cremino"
    MOUSSE = "mousse"
    PRALINE = "praline"
    SEMIFREDDO = "semifreddo"
    TRUFFLE = "truffle"

    def __str__(self) -> str:
        return str(self.value)
