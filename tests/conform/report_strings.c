/* For the report writers' tests (reports_tests.sh), not a defect under test:
 * a platform name and type that put what a report must escape into the
 * evidence, the JSON's platform name and the root cause: a closing
 * </script> and a comment opener for the HTML page, quotes, ampersands and
 * a CDATA end for XML, tab and line breaks an XML attribute would fold,
 * control characters XML 1.0 cannot carry at all, a
 * lone byte that is not UTF-8 and a line separator (U+2028) that older
 * JavaScript could not hold in a string. R04 fails on the name; the core
 * refuses the registration, so most cases are NOT_RUN. */
#define MINI_NAME "EVIL</script><script>document.title='pwned'</script><!-- \"q\" 'a' & &amp; ]]> \x01\x1b\x7f \xff \xe2\x80\xa8 \ttab\r\ncrlf end"
#define MINI_TYPE "T</SCRIPT >\t\r\n&lt;"
#include "mini_plugin.inc.c"
