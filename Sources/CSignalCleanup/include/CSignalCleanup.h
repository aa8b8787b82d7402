#ifndef CSIGNALCLEANUP_H
#define CSIGNALCLEANUP_H

/// Names the one file to remove if the process is stopped by SIGINT, SIGTERM or SIGHUP before it is done with it
/// (NULL: none). The first call installs the handlers, for those signals whose action is still the default one; the
/// handler removes the file, then lets the signal stop the process as it would have. Returns 0, or -1 when the path
/// is too long to keep (nothing is then removed).
int tripsite_remove_on_signal(const char *path);

#endif
