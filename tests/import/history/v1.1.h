/* tests/import/history/v1.1.h: version 1.1 of a small C API written for the
 * importer's tests: opaque and handle types, a named callback, an enum, a
 * struct held by value, a plain struct, an anonymous union, bool and
 * intptr_t; each version breaks the API somewhere (see tests/import/run.py). */
#ifndef HIST_API_H_
#define HIST_API_H_
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define HIST_API_MAJOR 1
#define HIST_API_MINOR 1

typedef struct H_Client H_Client;
typedef struct H_Stream_st* H_Stream;
typedef enum H_Kind { H_KIND_A = 0, H_KIND_B = 1, H_KIND_C = 2 } H_Kind;
typedef void (*H_Done)(int32_t status, void* user);

typedef struct H_Version {
  size_t struct_size;
  void* priv;
  int major;
  int minor;
} H_Version;
enum { H_Version_STRUCT_SIZE = offsetof(H_Version, minor) + sizeof(((H_Version*)0)->minor) };

typedef struct H_Chunk {
  void* data;
  size_t size;
  void (*deleter)(void* data, void* arg);
} H_Chunk;

typedef struct H_Info {
  int32_t task;
  int32_t state;
} H_Info;

typedef struct H_Value {
  size_t struct_size;
  void* priv;
  H_Kind kind;
  union {
    const char* text;
    int64_t number;
    bool flag;
  };
  size_t count;
} H_Value;
enum { H_Value_STRUCT_SIZE = offsetof(H_Value, count) + sizeof(((H_Value*)0)->count) };

typedef struct H_Args {
  size_t struct_size;
  void* extension_start;
  H_Client* client;
  H_Stream stream;
  H_Done done;
  const char* name;
  H_Chunk* chunks;
  H_Info* info;
  intptr_t token;
} H_Args;
enum { H_Args_STRUCT_SIZE = offsetof(H_Args, info) + sizeof(((H_Args*)0)->info) };

typedef struct H_Api {
  size_t struct_size;
  void* priv;
  H_Version version;
  void (*open)(H_Args* args);
  void (*close)(H_Args* args);
} H_Api;
enum { H_Api_STRUCT_SIZE = offsetof(H_Api, close) + sizeof(((H_Api*)0)->close) };

#endif
