// A signal handler may only call async-signal-safe functions (unlink, signal, raise): it is written in C.
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include "CSignalCleanup.h"

static char pending_path[PATH_MAX];
static volatile sig_atomic_t armed = 0;
static int installed = 0;

static void remove_and_stop(int number) {
    if (armed) unlink(pending_path);
    signal(number, SIG_DFL);
    raise(number);
}

int tripsite_remove_on_signal(const char *path) {
    armed = 0;
    atomic_signal_fence(memory_order_seq_cst);
    if (path == NULL) return 0;
    if (strlen(path) >= sizeof pending_path) return -1;
    strcpy(pending_path, path);
    if (!installed) {
        installed = 1;
        const int numbers[] = {SIGINT, SIGTERM, SIGHUP};
        for (size_t index = 0; index < sizeof numbers / sizeof numbers[0]; index++) {
            struct sigaction current;
            if (sigaction(numbers[index], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = remove_and_stop;
            sigemptyset(&action.sa_mask);
            sigaction(numbers[index], &action, NULL);
        }
    }
    atomic_signal_fence(memory_order_seq_cst);
    armed = 1;
    return 0;
}
