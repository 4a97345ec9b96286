"""Naming: identifiers the generator emits, and which names are off limits."""
import re

C_KEYWORDS = set("""
auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic
_Imaginary _Noreturn _Static_assert _Thread_local
""".split())

# The header is also compiled as C++, so C++ keywords cannot be names either.
CXX_KEYWORDS = set("""
alignas alignof and and_eq asm bitand bitor bool catch char16_t char32_t char8_t class compl
concept consteval constexpr constinit const_cast co_await co_return co_yield decltype delete
dynamic_cast explicit export false friend mutable namespace new noexcept not not_eq nullptr
operator or or_eq private protected public reinterpret_cast requires static_assert static_cast
template this thread_local throw true try typeid typename using virtual wchar_t xor xor_eq
""".split())

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def identifier_problem(name):
    """Why `name` cannot be a C identifier here, or None. Returns (rule, reason)."""
    if not isinstance(name, str) or not IDENT.match(name):
        return "invalid-identifier", f"'{name}' is not a C identifier"
    if name in C_KEYWORDS or name in CXX_KEYWORDS:
        return "reserved-identifier", f"'{name}' is a C or C++ keyword"
    if name[0] != "_":
        return None  # most names: no regular expression needed for the reserved-name rules below
    if name.startswith("__") or re.match(r"_[A-Z]", name):
        return "reserved-identifier", f"'{name}' is reserved for the implementation (C11 7.1.3)"
    return "reserved-identifier", f"'{name}' starts with an underscore, reserved at file scope"


def default_size_macro(struct_name):
    """SP_DeviceFns -> SP_DEVICE_FNS_STRUCT_SIZE (RFC style for new structs)."""
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", struct_name)
    return snake.upper().replace("__", "_") + "_STRUCT_SIZE"


def has_fn(s, f):
    return f"{s}_has_{f}"


def get_fn(s, f):
    return f"{s}_get_{f}"


def set_fn(s, f):
    return f"{s}_set_{f}"


def fn_typedef(s, f):
    return f"{s}_{f}_fn"


def variant_names(s, f, variant):
    """The typed accessors and function type of one signature of a member
    whose signature differs between layouts: S_set_f_<variant>,
    S_get_f_<variant>, S_f_<variant>_fn."""
    return [f"{s}_set_{f}_{variant}", f"{s}_get_{f}_{variant}", f"{s}_{f}_{variant}_fn"]


def validate_fn(s):
    return f"{s}_validate"


def version_size_macro(macro, version):
    return f"{macro}_V{version.ident}"


def context_param(struct_name, prefixes=()):
    """SP_Platform -> platform: the validator parameter carrying that struct
    (`prefixes`: the API's struct prefixes, api.fills)."""
    import re as _re
    bare = next((struct_name[len(p):] for p in prefixes if struct_name.startswith(p)), struct_name)
    name = _re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", bare).lower()
    # The validator's own parameters are s, msg and msg_size.
    return name + "_ctx" if name in ("s", "msg", "msg_size") else name


def checks_name(header_name):
    """The companion holding a header's opt-in sections (validators, layout
    pins), which the header includes only where they are asked for:
    se_api.h -> se_api_checks.h."""
    return header_name[:-len(".h")] + "_checks.h"
