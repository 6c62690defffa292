// Added by the head's view script when Python starts at once (never for an embed waiting for
// Play): it begins the interpreter as soon as this module and python.js have arrived (the head
// preloads them), while the board is still being laid out, rather than once the page is parsed
// and boot.js runs. boot.js asks for the same start; begin() starts only once.
import { begin } from "./python.js";

begin().catch(() => {}); // boot.js and PyScript report a failed start
