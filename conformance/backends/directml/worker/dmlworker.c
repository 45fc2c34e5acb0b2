/* dmlconf's DirectML worker: a Windows program (built with mingw-w64, run under Wine or on
 * Windows) that the Python `directml:wine` backend drives over its standard input and output.
 *
 * One long-lived process runs many cases. The D3D12 device, the DirectML device, the queue,
 * the descriptor heap and the buffers are made once (and grown when a case needs more); per case it runs CreateOperator,
 * CompileOperator, the operator initializer, the binding, one dispatch and the readback, and
 * reports which step failed with its HRESULT. It holds no per-operator code: the desc arrives
 * as a list of fields, each with its C type (desc_layout.h), and is laid out from those.
 *
 * Frames, both ways: a little-endian u64 length, then the body.
 *   request 'P' (probe):  u32 n_levels, i32 levels[n]; u32 n_types, i32 types[n]
 *   reply:                u8 step, i32 hr, str message; i32 max_level; u32 n, u8 supported[n];
 *                         str DirectML version, str adapter, u32 vendor id, u32 device id
 *   request 'R' (run):    u32 operator type, u32 execution flags, u8 mode (0: CreateOperator
 *                         only, 1: run), u32 desc length, desc, then for each tensor present
 *                         (in field order) u64 length and its bytes (inputs as the harness laid
 *                         them out, outputs pre-filled with poison)
 *   desc:                 u32 n_fields, then per field u8 ctype and
 *                           DMLCONF_U32 / DMLCONF_F32: 4 bytes; DMLCONF_U64: 8 bytes
 *                           DMLCONF_TENSOR: u8 role (1 input, 2 output: present; 3 input, 4
 *                             output: absent from the operator's own desc, NULL, and still its
 *                             binding slot, bound DML_BINDING_TYPE_NONE; 0: NULL inside a nested
 *                             struct, no binding); when present
 *                             i32 tensor type, i32 DataType, u32 Flags, u32 DimensionCount,
 *                             u8 has_strides, u32 Sizes[n], u32 Strides[n] if any,
 *                             u64 TotalTensorSizeInBytes, u32 GuaranteedBaseOffsetAlignment
 *                           DMLCONF_U32_ARRAY: u8 present, u32 n, u32 values[n]
 *                           DMLCONF_TENSOR_ARRAY: u8 role (1 input, 2 output; 3, 4: NULL, no
 *                             binding), u32 n, then n tensors as DMLCONF_TENSOR's after its role,
 *                             each taking the next input or output binding slot, in order
 *                           DMLCONF_STRUCT_PTR: u8 present, then the struct it points to as a
 *                             desc of its own (u32 n_fields, fields), nested at most MAX_DEPTH
 *                             deep; its memory lives as long as the case
 *                           DMLCONF_STRUCT_ARRAY: u8 present, then u32 n and n structs as
 *                             DMLCONF_STRUCT_PTR's (each a desc of its own, all of one layout),
 *                             laid out as one C array (RNN's ActivationDescs)
 *   reply:                u8 step, i32 hr, str message, u8 compiled_now, f64 seconds (create,
 *                         compile, initialize, execute), u32 n_refused, n_refused 16-byte IIDs
 *                         (the interfaces DirectML asked the D3D12 device for while recording
 *                         the case's dispatches and did not get), u32 n_outputs, per output u64
 *                         length and its bytes
 *   request 'Q' (quit).
 * A str is a u32 length and UTF-8 bytes. A step other than OK says where the case stopped.
 */
#define WIN32_LEAN_AND_MEAN
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dml_abi.h"
#include "desc_layout.h"
#include <dxgi1_4.h>


enum step { STEP_OK = 0, STEP_CREATE = 1, STEP_COMPILE = 2, STEP_INITIALIZE = 3, STEP_RESOURCES = 4,
            STEP_EXECUTE = 5, STEP_DEVICE_REMOVED = 6, STEP_PROTOCOL = 7, STEP_START = 8 };

#define MAX_FIELDS 64
#define MAX_DEPTH 4  /* a desc and the structs its pointers reach, nested at most this deep */
#define MAX_TENSORS 64  /* a tensor array's members count one each (SPLIT into as many outputs as elements) */
#define MAX_DIMS 16
#define CACHE_SLOTS 256
#define HEAP_DESCRIPTORS 4096  /* the heap made at the start; it grows to what a case binds */
#define HEAP_DESCRIPTORS_MAX 1000000  /* D3D12: a shader-visible CBV/SRV/UAV heap of at most a million (tier 1 and 2) */
#define REGION_ALIGNMENT 256

/* ------------------------------------------------------------------ framing */
static HANDLE in_handle, out_handle;

static int read_exact(void *data, size_t size) {
    unsigned char *p = data;
    while (size) {
        DWORD chunk = size > (1u << 30) ? (1u << 30) : (DWORD)size, got = 0;
        if (!ReadFile(in_handle, p, chunk, &got, NULL) || got == 0) return 0;
        p += got; size -= got;
    }
    return 1;
}

static int write_exact(const void *data, size_t size) {
    const unsigned char *p = data;
    while (size) {
        DWORD chunk = size > (1u << 30) ? (1u << 30) : (DWORD)size, put = 0;
        if (!WriteFile(out_handle, p, chunk, &put, NULL) || put == 0) return 0;
        p += put; size -= put;
    }
    return 1;
}

typedef struct { unsigned char *data; size_t size, used; } buf_t;

static void put(buf_t *b, const void *data, size_t size) {
    if (b->used + size > b->size) {
        size_t want = b->size ? b->size : 4096;
        while (want < b->used + size) want *= 2;
        b->data = realloc(b->data, want);
        if (!b->data) { fprintf(stderr, "dmlworker: out of memory\n"); ExitProcess(3); }
        b->size = want;
    }
    memcpy(b->data + b->used, data, size);
    b->used += size;
}
static void put_u8(buf_t *b, uint8_t v) { put(b, &v, 1); }
static void put_u32(buf_t *b, uint32_t v) { put(b, &v, 4); }
static void put_u64(buf_t *b, uint64_t v) { put(b, &v, 8); }
static void put_f64(buf_t *b, double v) { put(b, &v, 8); }
static void put_str(buf_t *b, const char *s) { put_u32(b, (uint32_t)strlen(s)); put(b, s, strlen(s)); }

static int send_frame(buf_t *b) {
    uint64_t size = b->used;
    return write_exact(&size, 8) && write_exact(b->data, b->used);
}

typedef struct { const unsigned char *p, *end; int bad; } reader_t;

static const void *take(reader_t *r, size_t size) {
    if (r->bad || (size_t)(r->end - r->p) < size) { r->bad = 1; return NULL; }
    const void *at = r->p;
    r->p += size;
    return at;
}
static uint8_t get_u8(reader_t *r) { const uint8_t *p = take(r, 1); return p ? *p : 0; }
static uint32_t get_u32(reader_t *r) { uint32_t v = 0; const void *p = take(r, 4); if (p) memcpy(&v, p, 4); return v; }
static uint64_t get_u64(reader_t *r) { uint64_t v = 0; const void *p = take(r, 8); if (p) memcpy(&v, p, 8); return v; }

/* ------------------------------------------------------------------ the device */
static ID3D12Device *device;
static IDMLDevice *dml;
static ID3D12CommandQueue *queue;
static ID3D12CommandAllocator *allocator;
static ID3D12GraphicsCommandList *list;
static ID3D12Fence *fence;
static UINT64 fence_value;
static HANDLE fence_event;
static IDMLCommandRecorder *recorder;
static ID3D12DescriptorHeap *heap;
static UINT heap_capacity;
static UINT descriptor_size;
static char directml_version[64] = "unknown", adapter_name[256] = "unknown";
static UINT adapter_vendor, adapter_device;

/* the buffers every case shares: DEFAULT (bound), UPLOAD and READBACK, grown on demand */
static ID3D12Resource *arena, *upload, *readback;
static UINT64 arena_size, upload_size, readback_size;

static char message[1024];

static double now(void) {
    static LARGE_INTEGER frequency;
    LARGE_INTEGER t;
    if (!frequency.QuadPart) QueryPerformanceFrequency(&frequency);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)frequency.QuadPart;
}

static void release(void *object) {
    if (object) ((IUnknown *)object)->lpVtbl->Release((IUnknown *)object);
}

static HRESULT make_buffer(UINT64 size, D3D12_HEAP_TYPE type, ID3D12Resource **out) {
    D3D12_HEAP_PROPERTIES heap_props = {type, D3D12_CPU_PAGE_PROPERTY_UNKNOWN, D3D12_MEMORY_POOL_UNKNOWN, 1, 1};
    D3D12_RESOURCE_DESC desc = {D3D12_RESOURCE_DIMENSION_BUFFER, 0, size, 1, 1, 1, DXGI_FORMAT_UNKNOWN, {1, 0},
                                D3D12_TEXTURE_LAYOUT_ROW_MAJOR,
                                type == D3D12_HEAP_TYPE_DEFAULT ? D3D12_RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS
                                                                : D3D12_RESOURCE_FLAG_NONE};
    D3D12_RESOURCE_STATES state = type == D3D12_HEAP_TYPE_UPLOAD ? D3D12_RESOURCE_STATE_GENERIC_READ
                                  : type == D3D12_HEAP_TYPE_READBACK ? D3D12_RESOURCE_STATE_COPY_DEST
                                                                     : D3D12_RESOURCE_STATE_COMMON;
    *out = NULL;
    return ID3D12Device_CreateCommittedResource(device, &heap_props, D3D12_HEAP_FLAG_NONE, &desc, state, NULL,
                                                &IID_ID3D12Resource, (void **)out);
}

/* Makes sure *buffer holds at least `size` bytes (rounded up to a MiB so growth is rare). */
static HRESULT ensure(ID3D12Resource **buffer, UINT64 *have, UINT64 size, D3D12_HEAP_TYPE type) {
    if (*buffer && *have >= size) return S_OK;
    release(*buffer);
    *buffer = NULL;
    *have = 0;
    UINT64 want = (size + (1u << 20) - 1) & ~(UINT64)((1u << 20) - 1);
    HRESULT hr = make_buffer(want ? want : (1u << 20), type, buffer);
    if (SUCCEEDED(hr)) *have = want ? want : (1u << 20);
    return hr;
}

static void read_file_version(const wchar_t *path) {
    DWORD ignored = 0, size = GetFileVersionInfoSizeW(path, &ignored);
    if (!size) return;
    void *info = malloc(size);
    VS_FIXEDFILEINFO *fixed = NULL;
    UINT length = 0;
    if (info && GetFileVersionInfoW(path, 0, size, info) && VerQueryValueW(info, L"\\", (void **)&fixed, &length)
        && fixed)
        snprintf(directml_version, sizeof directml_version, "%u.%u.%u.%u", HIWORD(fixed->dwFileVersionMS),
                 LOWORD(fixed->dwFileVersionMS), HIWORD(fixed->dwFileVersionLS), LOWORD(fixed->dwFileVersionLS));
    free(info);
}

static void read_adapter(void) {
    IDXGIFactory4 *factory = NULL;
    IDXGIAdapter1 *adapter = NULL;
    LUID luid;
    device->lpVtbl->GetAdapterLuid(device, &luid);  /* a struct return: hidden result pointer */
    if (FAILED(CreateDXGIFactory1(&IID_IDXGIFactory4, (void **)&factory))) return;
    if (SUCCEEDED(IDXGIFactory4_EnumAdapterByLuid(factory, luid, &IID_IDXGIAdapter1, (void **)&adapter))) {
        DXGI_ADAPTER_DESC1 desc;
        if (SUCCEEDED(IDXGIAdapter1_GetDesc1(adapter, &desc))) {
            WideCharToMultiByte(CP_UTF8, 0, desc.Description, -1, adapter_name, sizeof adapter_name, NULL, NULL);
            adapter_vendor = desc.VendorId;
            adapter_device = desc.DeviceId;
        }
        release(adapter);
    }
    release(factory);
}

/* ------------------------------------------------------------------ shader capture */
/* With DMLCONF_SHADER_DIR (a Windows path) set, every compute shader DirectML hands the device
 * is written there as given, numbered in creation order (shader-0000.bin: a DXBC container,
 * with an SHEX chunk for shader model 5 or a DXIL chunk for 6): DirectML's own code before any
 * translation, for attributing a finding (conformance/backends/directml/shaders.py reads them).
 * The device's CreateComputePipelineState is wrapped by replacing its vtable slot. */
typedef HRESULT (STDMETHODCALLTYPE *create_compute_fn)(ID3D12Device *, const D3D12_COMPUTE_PIPELINE_STATE_DESC *,
                                                      REFIID, void **);
static create_compute_fn real_create_compute;
static wchar_t shader_dir[MAX_PATH];
static unsigned shader_count;

static HRESULT STDMETHODCALLTYPE create_compute_captured(ID3D12Device *self, const D3D12_COMPUTE_PIPELINE_STATE_DESC *desc,
                                                         REFIID riid, void **state) {
    if (desc && desc->CS.pShaderBytecode && desc->CS.BytecodeLength) {
        wchar_t path[MAX_PATH + 32];
        _snwprintf(path, sizeof path / sizeof *path, L"%ls\\shader-%04u.bin", shader_dir, shader_count++);
        HANDLE file = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
        if (file != INVALID_HANDLE_VALUE) {
            DWORD written;
            WriteFile(file, desc->CS.pShaderBytecode, (DWORD)desc->CS.BytecodeLength, &written, NULL);
            CloseHandle(file);
        }
    }
    return real_create_compute(self, desc, riid, state);
}

static void capture_shaders(void) {
    DWORD n = GetEnvironmentVariableW(L"DMLCONF_SHADER_DIR", shader_dir, MAX_PATH);
    if (n == 0 || n >= MAX_PATH) return;
    void **slot = (void **)&device->lpVtbl->CreateComputePipelineState;
    DWORD old;
    if (!VirtualProtect(slot, sizeof *slot, PAGE_READWRITE, &old)) return;
    real_create_compute = (create_compute_fn)*slot;
    *slot = (void *)create_compute_captured;
    VirtualProtect(slot, sizeof *slot, old, &old);
}

/* ------------------------------------------------------------------ stack shims */
/* vkd3d 1.14 (Wine 10) exposes ID3D12Device5 but stubs EnumerateMetaCommands with E_NOTIMPL,
 * and DMLCreateDevice1 then fails with it. A device without meta commands answers a count of 0
 * (the D3D12 runtime does so on Windows), so the worker answers that where the device says
 * E_NOTIMPL, and the probe reports that it did. The host's vkd3d 1.6 has no ID3D12Device5. */
#define ENUMERATE_META_COMMANDS_SLOT 59 /* IUnknown 3, Object 4, Device 37, Device1-4 13, Device5's 3rd */
static const GUID IID_Device5 = {0x8b4f173b, 0x2fea, 0x4b80, {0x8f, 0x58, 0x43, 0x07, 0x19, 0x1a, 0xb9, 0x5d}};
typedef HRESULT (STDMETHODCALLTYPE *enumerate_meta_fn)(void *, UINT *, void *);
static enumerate_meta_fn real_enumerate_meta;
static char shims[256];

static HRESULT STDMETHODCALLTYPE enumerate_meta_none(void *self, UINT *count, void *descs) {
    HRESULT hr = real_enumerate_meta(self, count, descs);
    if (hr != E_NOTIMPL || !count) return hr;
    *count = 0;
    snprintf(shims, sizeof shims, "ID3D12Device5::EnumerateMetaCommands answered E_NOTIMPL: taken as no meta commands");
    return S_OK;
}

static void shim_meta_commands(void) {
    IUnknown *device5 = NULL;
    if (FAILED(device->lpVtbl->QueryInterface(device, &IID_Device5, (void **)&device5)) || !device5) return;
    void **slot = ((void ***)device5)[0] + ENUMERATE_META_COMMANDS_SLOT;
    DWORD old;
    if (VirtualProtect(slot, sizeof *slot, PAGE_READWRITE, &old)) {
        real_enumerate_meta = (enumerate_meta_fn)*slot;
        *slot = (void *)enumerate_meta_none;
        VirtualProtect(slot, sizeof *slot, old, &old);
    }
    device5->lpVtbl->Release(device5);
}

/* ------------------------------------------------------------------ interfaces refused while recording */
/* DirectML 1.10.1's RecordDispatch asks the device for ID3D12Device5 before some dispatches and,
 * refused (vkd3d 1.6 has none), removes its own device without recording anything
 * (docs/findings.md, 1.10.1's lost devices). The device's QueryInterface is wrapped so that each
 * interface it refuses while DirectML records is reported with the case. */
#define MAX_REFUSED 8
typedef HRESULT (STDMETHODCALLTYPE *query_fn)(ID3D12Device *, REFIID, void **);
static query_fn real_query;
static int recording, n_refused;
static GUID refused[MAX_REFUSED];

static HRESULT STDMETHODCALLTYPE query_watched(ID3D12Device *self, REFIID iid, void **out) {
    HRESULT hr = real_query(self, iid, out);
    if (recording && hr == E_NOINTERFACE && n_refused < MAX_REFUSED) {
        int seen = 0;
        for (int i = 0; i < n_refused; i++) seen |= !memcmp(&refused[i], iid, sizeof *iid);
        if (!seen) refused[n_refused++] = *iid;
    }
    return hr;
}

static void watch_queries(void) {
    void **slot = (void **)&device->lpVtbl->QueryInterface;
    DWORD old;
    if (!VirtualProtect(slot, sizeof *slot, PAGE_READWRITE, &old)) return;
    real_query = (query_fn)*slot;
    *slot = (void *)query_watched;
    VirtualProtect(slot, sizeof *slot, old, &old);
}

/* Returns 0 and fills `message` when something fails. */
static int start(const wchar_t *directml_path) {
    HRESULT hr = D3D12CreateDevice(NULL, D3D_FEATURE_LEVEL_11_0, &IID_ID3D12Device, (void **)&device);
    if (FAILED(hr)) { snprintf(message, sizeof message, "D3D12CreateDevice failed: 0x%08lX", (unsigned long)hr); return 0; }
    capture_shaders();
    shim_meta_commands();
    watch_queries();
    HMODULE library = LoadLibraryW(directml_path);
    if (!library) { snprintf(message, sizeof message, "LoadLibrary(DirectML.dll) failed: error %lu", GetLastError()); return 0; }
    read_file_version(directml_path);
    PFN_DMLCreateDevice1 create = (PFN_DMLCreateDevice1)(void *)GetProcAddress(library, "DMLCreateDevice1");
    if (!create) { snprintf(message, sizeof message, "DirectML.dll has no DMLCreateDevice1"); return 0; }
    hr = create(device, DML_CREATE_DEVICE_FLAG_NONE, DML_FEATURE_LEVEL_1_0, &DMLCONF_IID_IDMLDevice, (void **)&dml);
    if (FAILED(hr)) { snprintf(message, sizeof message, "DMLCreateDevice1 failed: 0x%08lX", (unsigned long)hr); return 0; }
    read_adapter();
    D3D12_COMMAND_QUEUE_DESC queue_desc = {D3D12_COMMAND_LIST_TYPE_DIRECT, 0, D3D12_COMMAND_QUEUE_FLAG_NONE, 0};
    D3D12_DESCRIPTOR_HEAP_DESC heap_desc = {D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV, HEAP_DESCRIPTORS,
                                            D3D12_DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE, 0};
#define TRY(call, what) if (FAILED(hr = (call))) { \
        snprintf(message, sizeof message, "%s failed: 0x%08lX", what, (unsigned long)hr); return 0; }
    TRY(ID3D12Device_CreateCommandQueue(device, &queue_desc, &IID_ID3D12CommandQueue, (void **)&queue), "CreateCommandQueue");
    TRY(ID3D12Device_CreateCommandAllocator(device, D3D12_COMMAND_LIST_TYPE_DIRECT, &IID_ID3D12CommandAllocator,
                                            (void **)&allocator), "CreateCommandAllocator");
    TRY(ID3D12Device_CreateCommandList(device, 0, D3D12_COMMAND_LIST_TYPE_DIRECT, allocator, NULL,
                                       &IID_ID3D12GraphicsCommandList, (void **)&list), "CreateCommandList");
    TRY(ID3D12GraphicsCommandList_Close(list), "ID3D12GraphicsCommandList::Close");
    TRY(ID3D12Device_CreateFence(device, 0, D3D12_FENCE_FLAG_NONE, &IID_ID3D12Fence, (void **)&fence), "CreateFence");
    TRY(dml->lpVtbl->CreateCommandRecorder(dml, &DMLCONF_IID_IDMLCommandRecorder, (void **)&recorder),
        "IDMLDevice::CreateCommandRecorder");
    TRY(ID3D12Device_CreateDescriptorHeap(device, &heap_desc, &IID_ID3D12DescriptorHeap, (void **)&heap),
        "CreateDescriptorHeap");
    heap_capacity = HEAP_DESCRIPTORS;
#undef TRY
    descriptor_size = ID3D12Device_GetDescriptorHandleIncrementSize(device, D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV);
    fence_event = CreateEventW(NULL, FALSE, FALSE, NULL);
    return 1;
}

/* ------------------------------------------------------------------ compiled operators, per distinct desc */
typedef struct {
    unsigned char *key;  /* execution flags + operator type + desc bytes */
    size_t key_size;
    IDMLCompiledOperator *compiled;
    ID3D12Resource *persistent;
    DML_BINDING_PROPERTIES props;
    UINT64 last_used;
} cached_t;

static cached_t cache[CACHE_SLOTS];
static UINT64 cache_clock;

static cached_t *cache_find(const unsigned char *key, size_t size) {
    for (int i = 0; i < CACHE_SLOTS; i++)
        if (cache[i].key && cache[i].key_size == size && !memcmp(cache[i].key, key, size)) return &cache[i];
    return NULL;
}

static cached_t *cache_slot(void) {
    cached_t *oldest = &cache[0];
    for (int i = 0; i < CACHE_SLOTS; i++) {
        if (!cache[i].key) return &cache[i];
        if (cache[i].last_used < oldest->last_used) oldest = &cache[i];
    }
    free(oldest->key);
    release(oldest->compiled);
    release(oldest->persistent);
    memset(oldest, 0, sizeof *oldest);
    return oldest;
}

/* ------------------------------------------------------------------ one case */
typedef struct {
    DML_BUFFER_TENSOR_DESC buffer;
    DML_TENSOR_DESC tensor;
    UINT sizes[MAX_DIMS], strides[MAX_DIMS];
    int role;  /* 1 input, 2 output */
    int field;
} tensor_t;

typedef struct {
    unsigned char bytes[MAX_FIELDS * 8];  /* the operator's own desc struct */
    tensor_t tensors[MAX_TENSORS];
    int n_tensors;
    void **allocations;  /* arrays and nested structs, freed when the case is done */
    int n_allocations, allocations_size;
    /* binding order: the position among inputs or outputs of every tensor field, present or not */
    int input_fields, output_fields;
    int input_of_tensor[MAX_TENSORS], output_of_tensor[MAX_TENSORS];
} desc_t;

static void free_desc(desc_t *d) {
    for (int i = 0; i < d->n_allocations; i++) free(d->allocations[i]);
    free(d->allocations);
    d->allocations = NULL;
    d->n_allocations = d->allocations_size = 0;
}

/* Memory that lives as long as the case's desc; NULL (and `message`) when there is none. */
static void *desc_alloc(desc_t *d, size_t size) {
    if (d->n_allocations == d->allocations_size) {
        int want = d->allocations_size ? 2 * d->allocations_size : 16;
        void **grown = realloc(d->allocations, sizeof *grown * (size_t)want);
        if (!grown) { snprintf(message, sizeof message, "out of memory for the desc"); return NULL; }
        d->allocations = grown;
        d->allocations_size = want;
    }
    void *p = calloc(1, size ? size : 1);
    if (!p) { snprintf(message, sizeof message, "out of memory for the desc (%llu bytes)", (unsigned long long)size); return NULL; }
    d->allocations[d->n_allocations++] = p;
    return p;
}

static int skip_fields(reader_t *r, int depth);

/* Steps over one tensor's body (after its role), checking its shape only. */
static int skip_tensor(reader_t *r) {
    take(r, 12);
    uint32_t dims = get_u32(r);
    uint8_t has_strides = get_u8(r);
    if (dims > MAX_DIMS) { snprintf(message, sizeof message, "%u dimensions: at most %d", dims, MAX_DIMS); return 0; }
    take(r, 4 * (size_t)dims * (has_strides ? 2 : 1) + 12);
    return 1;
}

/* Reads one tensor's body (after its role) into t. */
static void read_tensor(reader_t *r, tensor_t *t) {
    t->tensor.Type = (INT)get_u32(r);
    t->buffer.DataType = (INT)get_u32(r);
    t->buffer.Flags = get_u32(r);
    t->buffer.DimensionCount = get_u32(r);
    uint8_t has_strides = get_u8(r);
    memcpy(t->sizes, take(r, 4 * t->buffer.DimensionCount), 4 * t->buffer.DimensionCount);
    t->buffer.Sizes = t->sizes;
    if (has_strides) {
        memcpy(t->strides, take(r, 4 * t->buffer.DimensionCount), 4 * t->buffer.DimensionCount);
        t->buffer.Strides = t->strides;
    }
    t->buffer.TotalTensorSizeInBytes = get_u64(r);
    t->buffer.GuaranteedBaseOffsetAlignment = get_u32(r);
    t->tensor.Desc = &t->buffer;
}

/* Steps over field i's value (after its C-type code), checking its shape only. */
static int skip_value(reader_t *r, uint8_t ctype, int depth, uint32_t i) {
    switch (ctype) {
    case DMLCONF_U32: case DMLCONF_F32: take(r, 4); break;
    case DMLCONF_U64: take(r, 8); break;
    case DMLCONF_TENSOR: {
        uint8_t role = get_u8(r);
        if (role == 1 || role == 2) {
            if (!skip_tensor(r)) return 0;
        } else if (role > 4) {
            snprintf(message, sizeof message, "field %u: unknown tensor role %u", i, role);
            return 0;
        }
        break;
    }
    case DMLCONF_TENSOR_ARRAY: {
        uint8_t role = get_u8(r);
        if (role == 1 || role == 2) {
            if (depth) { snprintf(message, sizeof message, "field %u: a nested struct's tensors are NULL and bound to nothing", i); return 0; }
            uint32_t n = get_u32(r);
            if (n > MAX_TENSORS) { snprintf(message, sizeof message, "field %u: %u tensors: at most %d", i, n, MAX_TENSORS); return 0; }
            for (uint32_t k = 0; k < n && !r->bad; k++)
                if (!skip_tensor(r)) return 0;
        } else if (role < 3 || role > 4) {
            snprintf(message, sizeof message, "field %u: unknown tensor array role %u", i, role);
            return 0;
        }
        break;
    }
    case DMLCONF_U32_ARRAY:
        if (get_u8(r)) { uint32_t count = get_u32(r); take(r, 4 * (size_t)count); }
        break;
    case DMLCONF_STRUCT_PTR:
        if (get_u8(r)) {
            if (depth + 1 >= MAX_DEPTH) { snprintf(message, sizeof message, "structs nested more than %d deep", MAX_DEPTH - 1); return 0; }
            return skip_fields(r, depth + 1);
        }
        break;
    case DMLCONF_STRUCT_ARRAY:
        if (get_u8(r)) {
            uint32_t n = get_u32(r);
            if (n > MAX_FIELDS) { snprintf(message, sizeof message, "field %u: %u structs: at most %d", i, n, MAX_FIELDS); return 0; }
            if (depth + 1 >= MAX_DEPTH) { snprintf(message, sizeof message, "structs nested more than %d deep", MAX_DEPTH - 1); return 0; }
            for (uint32_t k = 0; k < n && !r->bad; k++)
                if (!skip_fields(r, depth + 1)) return 0;
        }
        break;
    default:
        snprintf(message, sizeof message, "field %u: unknown C type %u", i, ctype);
        return 0;
    }
    return 1;
}

/* Steps over one struct's fields (u32 n_fields, then each field's code and value). */
static int skip_fields(reader_t *r, int depth) {
    uint32_t n = get_u32(r);
    if (n > MAX_FIELDS) { snprintf(message, sizeof message, "%u fields: at most %d", n, MAX_FIELDS); return 0; }
    for (uint32_t i = 0; i < n && !r->bad; i++)
        if (!skip_value(r, get_u8(r), depth, i)) return 0;
    if (r->bad) { snprintf(message, sizeof message, "the desc is cut short"); return 0; }
    return 1;
}

/* Lays one struct out from its fields' C types and fills it: the operator's own desc (depth 0,
 * into d->bytes) or a struct one of its fields points to (depth > 0, into memory of the case's).
 * Returns the struct, or NULL and fills `message` on a malformed desc. */
static unsigned char *parse_struct(reader_t *r, desc_t *d, int depth, size_t *size_out) {
    const unsigned char *start = r->p;
    if (!skip_fields(r, depth)) return NULL;  /* the whole struct is well formed */
    r->p = start;
    uint32_t n = get_u32(r);
    unsigned char ctypes[MAX_FIELDS];
    size_t offsets[MAX_FIELDS];
    reader_t walk = *r;  /* first pass: the C types, to lay the struct out */
    for (uint32_t i = 0; i < n; i++) {
        ctypes[i] = get_u8(&walk);
        skip_value(&walk, ctypes[i], depth, i);
    }
    size_t size = dmlconf_desc_layout(ctypes, n, offsets);
    if (n && !size) { snprintf(message, sizeof message, "the desc has an unknown C type"); return NULL; }
    if (size_out) *size_out = size;
    unsigned char *bytes;
    if (depth == 0) {
        if (size > sizeof d->bytes) { snprintf(message, sizeof message, "the desc struct is too large"); return NULL; }
        bytes = d->bytes;
    } else if (!(bytes = desc_alloc(d, size))) {
        return NULL;
    }
    /* second pass: the values */
    for (uint32_t i = 0; i < n; i++) {
        unsigned char *at = bytes + offsets[i];
        get_u8(r);
        if (ctypes[i] == DMLCONF_U32 || ctypes[i] == DMLCONF_F32) {
            memcpy(at, take(r, 4), 4);
        } else if (ctypes[i] == DMLCONF_U64) {
            memcpy(at, take(r, 8), 8);
        } else if (ctypes[i] == DMLCONF_TENSOR) {
            int role = get_u8(r);
            if (depth && role) {
                snprintf(message, sizeof message, "field %u: a nested struct's tensors are NULL and bound to nothing", i);
                return NULL;
            }
            if (!depth && !role) {
                snprintf(message, sizeof message, "field %u: a NULL tensor of the operator's desc is an input or an "
                         "output (role 3 or 4): it takes its binding slot", i);
                return NULL;
            }
            /* every tensor of the operator's own desc takes its slot, bound NONE when absent
             * (dml-binding.md: the bindings match the operator's inputs, optional tensors included) */
            if (role == 1 || role == 3) d->input_fields++;
            if (role == 2 || role == 4) d->output_fields++;
            if (role != 1 && role != 2) continue;  /* NULL */
            if (d->n_tensors == MAX_TENSORS) { snprintf(message, sizeof message, "more than %d tensors", MAX_TENSORS); return NULL; }
            tensor_t *t = &d->tensors[d->n_tensors];
            t->role = role;
            t->field = (int)i;
            d->input_of_tensor[d->n_tensors] = role == 1 ? d->input_fields - 1 : -1;
            d->output_of_tensor[d->n_tensors] = role == 2 ? d->output_fields - 1 : -1;
            read_tensor(r, t);
            const DML_TENSOR_DESC *pointer = &t->tensor;
            memcpy(at, &pointer, sizeof pointer);
            d->n_tensors++;
        } else if (ctypes[i] == DMLCONF_TENSOR_ARRAY) {
            int role = get_u8(r);
            if (role != 1 && role != 2) continue;  /* NULL: no array, no bindings */
            uint32_t n = get_u32(r);
            if (d->n_tensors + (int)n > MAX_TENSORS) { snprintf(message, sizeof message, "more than %d tensors", MAX_TENSORS); return NULL; }
            /* DirectML reads the members as one C array of DML_TENSOR_DESC; each takes its own binding slot */
            DML_TENSOR_DESC *array = desc_alloc(d, sizeof *array * (size_t)n);
            if (!array) return NULL;
            for (uint32_t k = 0; k < n; k++) {
                tensor_t *t = &d->tensors[d->n_tensors];
                if (role == 1) d->input_fields++; else d->output_fields++;
                t->role = role;
                t->field = (int)i;
                d->input_of_tensor[d->n_tensors] = role == 1 ? d->input_fields - 1 : -1;
                d->output_of_tensor[d->n_tensors] = role == 2 ? d->output_fields - 1 : -1;
                read_tensor(r, t);
                array[k] = t->tensor;
                d->n_tensors++;
            }
            const DML_TENSOR_DESC *pointer = array;
            memcpy(at, &pointer, sizeof pointer);
        } else if (ctypes[i] == DMLCONF_U32_ARRAY) {
            if (!get_u8(r)) continue;  /* NULL */
            uint32_t count = get_u32(r);
            UINT *values = desc_alloc(d, 4 * (size_t)count);
            if (!values) return NULL;
            memcpy(values, take(r, 4 * (size_t)count), 4 * (size_t)count);
            memcpy(at, &values, sizeof values);
        } else if (ctypes[i] == DMLCONF_STRUCT_ARRAY) {
            if (!get_u8(r)) continue;  /* NULL */
            uint32_t count = get_u32(r);
            unsigned char *array = NULL;
            size_t element = 0;
            for (uint32_t k = 0; k < count; k++) {  /* each parsed on its own, then copied into one C array */
                size_t size = 0;
                unsigned char *nested = parse_struct(r, d, depth + 1, &size);
                if (!nested) return NULL;
                if (!array) {
                    element = size;
                    if (!(array = desc_alloc(d, element * (size_t)count))) return NULL;
                } else if (size != element) {
                    snprintf(message, sizeof message, "field %u: the array's structs differ in layout", i);
                    return NULL;
                }
                memcpy(array + element * k, nested, element);
            }
            memcpy(at, &array, sizeof array);
        } else {  /* DMLCONF_STRUCT_PTR */
            if (!get_u8(r)) continue;  /* NULL */
            unsigned char *nested = parse_struct(r, d, depth + 1, NULL);
            if (!nested) return NULL;
            memcpy(at, &nested, sizeof nested);
        }
    }
    return bytes;
}

/* The operator's desc. Returns 0 and fills `message` on a malformed one. */
static int parse_desc(reader_t *r, desc_t *d) {
    memset(d, 0, sizeof *d);
    return parse_struct(r, d, 0, NULL) != NULL;
}

static HRESULT execute_and_wait(void) {
    HRESULT hr = ID3D12GraphicsCommandList_Close(list);
    if (FAILED(hr)) return hr;
    ID3D12CommandList *lists[] = {(ID3D12CommandList *)list};
    ID3D12CommandQueue_ExecuteCommandLists(queue, 1, lists);
    if (FAILED(hr = ID3D12CommandQueue_Signal(queue, fence, ++fence_value))) return hr;
    if (ID3D12Fence_GetCompletedValue(fence) < fence_value) {
        if (FAILED(hr = ID3D12Fence_SetEventOnCompletion(fence, fence_value, fence_event))) return hr;
        WaitForSingleObject(fence_event, INFINITE);
    }
    /* DirectML may learn of a lost device before D3D12 says so: ask both, so the case that lost
     * it is the one that is told, not the next one */
    if (FAILED(hr = ID3D12Device_GetDeviceRemovedReason(device))) return hr;
    return dml->lpVtbl->GetDeviceRemovedReason(dml);
}

static void barrier_uav(void) {
    D3D12_RESOURCE_BARRIER b;
    memset(&b, 0, sizeof b);
    b.Type = D3D12_RESOURCE_BARRIER_TYPE_UAV;
    b.UAV.pResource = NULL;
    ID3D12GraphicsCommandList_ResourceBarrier(list, 1, &b);
}

static void barrier_transition(ID3D12Resource *resource, D3D12_RESOURCE_STATES before, D3D12_RESOURCE_STATES after) {
    D3D12_RESOURCE_BARRIER b;
    memset(&b, 0, sizeof b);
    b.Type = D3D12_RESOURCE_BARRIER_TYPE_TRANSITION;
    b.Transition.pResource = resource;
    b.Transition.Subresource = D3D12_RESOURCE_BARRIER_ALL_SUBRESOURCES;
    b.Transition.StateBefore = before;
    b.Transition.StateAfter = after;
    ID3D12GraphicsCommandList_ResourceBarrier(list, 1, &b);
}

static UINT64 align_up(UINT64 v, UINT64 a) { return (v + a - 1) / a * a; }

/* A heap of at least `needed` descriptors: a case that binds more than the heap holds (GRU binds
 * about 33 a time step, 8,495 at 257 steps) gets a larger one, in powers of two up to D3D12's
 * million. The old heap is released between cases, when no recorded work uses it. */
static HRESULT ensure_heap(UINT needed) {
    if (needed <= heap_capacity) return S_OK;
    if (needed > HEAP_DESCRIPTORS_MAX) return E_OUTOFMEMORY;
    UINT capacity = heap_capacity;
    while (capacity < needed) capacity = capacity > HEAP_DESCRIPTORS_MAX / 2 ? HEAP_DESCRIPTORS_MAX : capacity * 2;
    D3D12_DESCRIPTOR_HEAP_DESC desc = {D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV, capacity,
                                       D3D12_DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE, 0};
    ID3D12DescriptorHeap *larger = NULL;
    HRESULT hr = ID3D12Device_CreateDescriptorHeap(device, &desc, &IID_ID3D12DescriptorHeap, (void **)&larger);
    if (FAILED(hr)) return hr;
    release(heap);
    heap = larger;
    heap_capacity = capacity;
    return S_OK;
}

static HRESULT make_table(IDMLDispatchable *dispatchable, UINT first, UINT count, IDMLBindingTable **out) {
    D3D12_CPU_DESCRIPTOR_HANDLE cpu;
    D3D12_GPU_DESCRIPTOR_HANDLE gpu;
    heap->lpVtbl->GetCPUDescriptorHandleForHeapStart(heap, &cpu);  /* struct returns: hidden result pointers */
    heap->lpVtbl->GetGPUDescriptorHandleForHeapStart(heap, &gpu);
    cpu.ptr += (SIZE_T)first * descriptor_size;
    gpu.ptr += (UINT64)first * descriptor_size;
    DML_BINDING_TABLE_DESC desc = {dispatchable, cpu, gpu, count};
    *out = NULL;
    return dml->lpVtbl->CreateBindingTable(dml, &desc, &DMLCONF_IID_IDMLBindingTable, (void **)out);
}

typedef struct { enum step step; HRESULT hr; int compiled_now; double seconds[4]; } outcome_t;

#define FAIL(s, h, ...) do { out->step = (s); out->hr = (h); snprintf(message, sizeof message, __VA_ARGS__); \
                             goto done; } while (0)

static void run_case(reader_t *r, buf_t *reply_data, outcome_t *out) {
    uint32_t op_type = get_u32(r), flags = get_u32(r);
    uint8_t mode = get_u8(r);
    uint32_t desc_size = get_u32(r);
    const unsigned char *desc_bytes = take(r, desc_size);
    desc_t d;
    IDMLOperator *op = NULL;
    IDMLOperatorInitializer *initializer = NULL;
    IDMLBindingTable *init_table = NULL, *exec_table = NULL;
    HRESULT hr = S_OK;
    memset(out, 0, sizeof *out);
    message[0] = 0;
    n_refused = 0;
    if (r->bad) { out->step = STEP_PROTOCOL; snprintf(message, sizeof message, "the run request is cut short"); return; }
    reader_t desc_reader = {desc_bytes, desc_bytes + desc_size, 0};
    if (!parse_desc(&desc_reader, &d)) { out->step = STEP_PROTOCOL; free_desc(&d); return; }
    DML_OPERATOR_DESC op_desc = {(INT)op_type, d.bytes};

    /* the key: what makes a compiled operator reusable (the desc as it came: nested structs are
     * inline in it, so the key holds their content and no pointer) */
    size_t key_size = 8 + desc_size;
    unsigned char *key = malloc(key_size);
    memcpy(key, &flags, 4);
    memcpy(key + 4, &op_type, 4);
    memcpy(key + 8, desc_bytes, desc_size);
    cached_t *entry = mode ? cache_find(key, key_size) : NULL;
    double t0 = now();

    if (!entry) {
        hr = dml->lpVtbl->CreateOperator(dml, &op_desc, &DMLCONF_IID_IDMLOperator, (void **)&op);
        out->seconds[0] = now() - t0;
        if (FAILED(hr)) FAIL(STEP_CREATE, hr, "IDMLDevice::CreateOperator");
        if (!mode) goto done;
        IDMLCompiledOperator *compiled = NULL;
        t0 = now();
        hr = dml->lpVtbl->CompileOperator(dml, op, flags, &DMLCONF_IID_IDMLCompiledOperator, (void **)&compiled);
        out->seconds[1] = now() - t0;
        if (FAILED(hr)) FAIL(STEP_COMPILE, hr, "IDMLDevice::CompileOperator");
        out->compiled_now = 1;
        entry = cache_slot();
        entry->key = key;
        entry->key_size = key_size;
        key = NULL;
        entry->compiled = compiled;
        ((IDMLDispatchable *)compiled)->lpVtbl->GetBindingProperties((IDMLDispatchable *)compiled, &entry->props);

        /* initialize it once: its persistent resource lives with the cache entry */
        t0 = now();
        hr = dml->lpVtbl->CreateOperatorInitializer(dml, 1, &compiled, &DMLCONF_IID_IDMLOperatorInitializer,
                                                    (void **)&initializer);
        if (FAILED(hr)) { entry->key_size = 0; FAIL(STEP_INITIALIZE, hr, "IDMLDevice::CreateOperatorInitializer"); }
        DML_BINDING_PROPERTIES init_props;
        ((IDMLDispatchable *)initializer)->lpVtbl->GetBindingProperties((IDMLDispatchable *)initializer, &init_props);
        if (entry->props.PersistentResourceSize
            && FAILED(hr = make_buffer(entry->props.PersistentResourceSize, D3D12_HEAP_TYPE_DEFAULT, &entry->persistent))) {
            entry->key_size = 0;
            FAIL(STEP_RESOURCES, hr, "CreateCommittedResource (persistent resource, %llu bytes)",
                 (unsigned long long)entry->props.PersistentResourceSize);
        }
        UINT init_descriptors = init_props.RequiredDescriptorCount ? init_props.RequiredDescriptorCount : 1;
        if (FAILED(hr = ensure_heap(init_descriptors))) {
            entry->key_size = 0;
            FAIL(STEP_RESOURCES, hr, "CreateDescriptorHeap (the initializer binds %u descriptors)", init_descriptors);
        }
        if (FAILED(hr = make_table((IDMLDispatchable *)initializer, 0, init_descriptors, &init_table))) {
            entry->key_size = 0;
            FAIL(STEP_INITIALIZE, hr, "IDMLDevice::CreateBindingTable (initializer)");
        }
        if (init_props.TemporaryResourceSize) {
            if (FAILED(hr = ensure(&arena, &arena_size, init_props.TemporaryResourceSize, D3D12_HEAP_TYPE_DEFAULT))) {
                entry->key_size = 0;
                FAIL(STEP_RESOURCES, hr, "CreateCommittedResource (temporary resource)");
            }
            DML_BUFFER_BINDING temp = {arena, 0, init_props.TemporaryResourceSize};
            DML_BINDING_DESC binding = {DML_BINDING_TYPE_BUFFER, &temp};
            init_table->lpVtbl->BindTemporaryResource(init_table, &binding);
        }
        DML_BUFFER_BINDING persistent = {entry->persistent, 0, entry->props.PersistentResourceSize};
        DML_BINDING_DESC persistent_binding = {entry->persistent ? DML_BINDING_TYPE_BUFFER : DML_BINDING_TYPE_NONE,
                                               entry->persistent ? &persistent : NULL};
        init_table->lpVtbl->BindOutputs(init_table, 1, &persistent_binding);
        ID3D12CommandAllocator_Reset(allocator);
        ID3D12GraphicsCommandList_Reset(list, allocator, NULL);
        ID3D12GraphicsCommandList_SetDescriptorHeaps(list, 1, &heap);
        recording = 1;
        recorder->lpVtbl->RecordDispatch(recorder, (ID3D12CommandList *)list, (IDMLDispatchable *)initializer, init_table);
        recording = 0;
        barrier_uav();
        hr = execute_and_wait();
        out->seconds[2] = now() - t0;
        if (FAILED(hr)) {
            entry->key_size = 0;
            FAIL(hr == DXGI_ERROR_DEVICE_REMOVED || hr == DXGI_ERROR_DEVICE_HUNG || hr == DXGI_ERROR_DEVICE_RESET
                 ? STEP_DEVICE_REMOVED : STEP_INITIALIZE, hr, "initializing the compiled operator");
        }
    }
    entry->last_used = ++cache_clock;

    /* lay every tensor, and the temporary resource, out in the arena; 256-byte aligned regions */
    {
        t0 = now();
        UINT64 offsets[MAX_TENSORS], lengths[MAX_TENSORS], used = 0;
        const unsigned char *bytes[MAX_TENSORS];
        for (int i = 0; i < d.n_tensors; i++) {
            lengths[i] = get_u64(r);
            if (!(bytes[i] = take(r, lengths[i]))) FAIL(STEP_PROTOCOL, E_INVALIDARG, "tensor %d's bytes are cut short", i);
            offsets[i] = used;
            used = align_up(used + (lengths[i] ? lengths[i] : 4), REGION_ALIGNMENT);
        }
        UINT64 temp_offset = used, temp_size = entry->props.TemporaryResourceSize;
        UINT64 total = align_up(used + temp_size, REGION_ALIGNMENT);
        if (FAILED(hr = ensure(&arena, &arena_size, total, D3D12_HEAP_TYPE_DEFAULT))
            || FAILED(hr = ensure(&upload, &upload_size, used, D3D12_HEAP_TYPE_UPLOAD))
            || FAILED(hr = ensure(&readback, &readback_size, used, D3D12_HEAP_TYPE_READBACK)))
            FAIL(STEP_RESOURCES, hr, "CreateCommittedResource (%llu bytes)", (unsigned long long)total);
        unsigned char *mapped = NULL;
        D3D12_RANGE none = {0, 0};
        if (FAILED(hr = ID3D12Resource_Map(upload, 0, &none, (void **)&mapped)))
            FAIL(STEP_RESOURCES, hr, "ID3D12Resource::Map (upload)");
        for (int i = 0; i < d.n_tensors; i++) memcpy(mapped + offsets[i], bytes[i], lengths[i]);
        D3D12_RANGE written = {0, (SIZE_T)used};
        ID3D12Resource_Unmap(upload, 0, &written);

        /* bindings in the desc's order: each tensor field takes a slot, NONE when absent */
        DML_BUFFER_BINDING buffers[MAX_TENSORS];
        DML_BINDING_DESC inputs[MAX_FIELDS + MAX_TENSORS], outputs[MAX_FIELDS + MAX_TENSORS];
        for (int i = 0; i < d.input_fields; i++) inputs[i] = (DML_BINDING_DESC){DML_BINDING_TYPE_NONE, NULL};
        for (int i = 0; i < d.output_fields; i++) outputs[i] = (DML_BINDING_DESC){DML_BINDING_TYPE_NONE, NULL};
        for (int i = 0; i < d.n_tensors; i++) {
            buffers[i] = (DML_BUFFER_BINDING){arena, offsets[i], lengths[i]};
            DML_BINDING_DESC b = {DML_BINDING_TYPE_BUFFER, &buffers[i]};
            if (d.tensors[i].role == 1) inputs[d.input_of_tensor[i]] = b;
            else outputs[d.output_of_tensor[i]] = b;
        }
        UINT descriptors = entry->props.RequiredDescriptorCount ? entry->props.RequiredDescriptorCount : 1;
        if (FAILED(hr = ensure_heap(descriptors)))
            FAIL(STEP_RESOURCES, hr, "CreateDescriptorHeap (the operator binds %u descriptors)", descriptors);
        if (FAILED(hr = make_table((IDMLDispatchable *)entry->compiled, 0, descriptors, &exec_table)))
            FAIL(STEP_EXECUTE, hr, "IDMLDevice::CreateBindingTable");
        exec_table->lpVtbl->BindInputs(exec_table, (UINT)d.input_fields, inputs);
        exec_table->lpVtbl->BindOutputs(exec_table, (UINT)d.output_fields, outputs);
        DML_BUFFER_BINDING temp = {arena, temp_offset, temp_size}, persistent = {entry->persistent, 0,
                                                                                 entry->props.PersistentResourceSize};
        DML_BINDING_DESC temp_binding = {DML_BINDING_TYPE_BUFFER, &temp}, persistent_binding = {DML_BINDING_TYPE_BUFFER, &persistent};
        if (temp_size) exec_table->lpVtbl->BindTemporaryResource(exec_table, &temp_binding);
        if (entry->persistent) exec_table->lpVtbl->BindPersistentResource(exec_table, &persistent_binding);

        ID3D12CommandAllocator_Reset(allocator);
        ID3D12GraphicsCommandList_Reset(list, allocator, NULL);
        /* the arena decays to COMMON after every ExecuteCommandLists, and is promoted to COPY_DEST by the copy */
        ID3D12GraphicsCommandList_CopyBufferRegion(list, arena, 0, upload, 0, used);
        barrier_transition(arena, D3D12_RESOURCE_STATE_COPY_DEST, D3D12_RESOURCE_STATE_UNORDERED_ACCESS);
        ID3D12GraphicsCommandList_SetDescriptorHeaps(list, 1, &heap);
        recording = 1;
        recorder->lpVtbl->RecordDispatch(recorder, (ID3D12CommandList *)list, (IDMLDispatchable *)entry->compiled,
                                         exec_table);
        recording = 0;
        barrier_uav();
        barrier_transition(arena, D3D12_RESOURCE_STATE_UNORDERED_ACCESS, D3D12_RESOURCE_STATE_COPY_SOURCE);
        for (int i = 0; i < d.n_tensors; i++)
            if (d.tensors[i].role == 2 && lengths[i])
                ID3D12GraphicsCommandList_CopyBufferRegion(list, readback, offsets[i], arena, offsets[i], lengths[i]);
        hr = execute_and_wait();
        out->seconds[3] = now() - t0;
        if (FAILED(hr))
            FAIL(hr == DXGI_ERROR_DEVICE_REMOVED || hr == DXGI_ERROR_DEVICE_HUNG || hr == DXGI_ERROR_DEVICE_RESET
                 ? STEP_DEVICE_REMOVED : STEP_EXECUTE, hr, "executing the dispatch");
        D3D12_RANGE whole = {0, (SIZE_T)used};
        if (FAILED(hr = ID3D12Resource_Map(readback, 0, &whole, (void **)&mapped)))
            FAIL(STEP_RESOURCES, hr, "ID3D12Resource::Map (readback)");
        int n_outputs = 0;
        for (int i = 0; i < d.n_tensors; i++) n_outputs += d.tensors[i].role == 2;
        put_u32(reply_data, (uint32_t)n_outputs);
        for (int i = 0; i < d.n_tensors; i++)
            if (d.tensors[i].role == 2) { put_u64(reply_data, lengths[i]); put(reply_data, mapped + offsets[i], lengths[i]); }
        ID3D12Resource_Unmap(readback, 0, &none);
    }
done:
    free(key);
    release(exec_table);
    release(init_table);
    release(initializer);
    release(op);
    free_desc(&d);
    /* a failed entry (key_size 0) is dropped */
    for (int i = 0; i < CACHE_SLOTS; i++)
        if (cache[i].key && !cache[i].key_size) {
            free(cache[i].key); release(cache[i].compiled); release(cache[i].persistent);
            memset(&cache[i], 0, sizeof cache[i]);
        }
}

static void probe(reader_t *r, buf_t *b) {
    uint32_t n_levels = get_u32(r);
    const INT *levels = take(r, 4 * (size_t)n_levels);
    uint32_t n_types = get_u32(r);
    const INT *types = take(r, 4 * (size_t)n_types);
    if (r->bad) { put_u8(b, STEP_PROTOCOL); put_u32(b, 0); put_str(b, "the probe request is cut short"); return; }
    DML_FEATURE_QUERY_FEATURE_LEVELS query = {n_levels, levels};
    DML_FEATURE_DATA_FEATURE_LEVELS answer = {0};
    HRESULT hr = dml->lpVtbl->CheckFeatureSupport(dml, DML_FEATURE_FEATURE_LEVELS, sizeof query, &query,
                                                  sizeof answer, &answer);
    put_u8(b, FAILED(hr) ? STEP_CREATE : STEP_OK);
    put_u32(b, (uint32_t)hr);
    put_str(b, FAILED(hr) ? "IDMLDevice::CheckFeatureSupport(DML_FEATURE_FEATURE_LEVELS)" : "");
    put_u32(b, (uint32_t)answer.MaxSupportedFeatureLevel);
    put_u32(b, n_types);
    for (uint32_t i = 0; i < n_types; i++) {
        DML_FEATURE_QUERY_TENSOR_DATA_TYPE_SUPPORT q = {types[i]};
        DML_FEATURE_DATA_TENSOR_DATA_TYPE_SUPPORT a = {FALSE};
        HRESULT h = dml->lpVtbl->CheckFeatureSupport(dml, DML_FEATURE_TENSOR_DATA_TYPE_SUPPORT, sizeof q, &q,
                                                     sizeof a, &a);
        put_u8(b, SUCCEEDED(h) && a.IsSupported ? 1 : 0);
    }
    put_str(b, directml_version);
    put_str(b, adapter_name);
    put_u32(b, adapter_vendor);
    put_u32(b, adapter_device);
    put_str(b, shims);
}

/* Whether every heap of the process is intact. DirectML can write outside a block it allocated
 * (GATHER's CreateOperator with Axis < IndexDimensions - 1): the damage crashes a later case,
 * when the operator cache frees the block, and that case would take the blame. Checked after
 * each request so the request that did it is the one that dies. */
#define MAX_HEAPS 64
static int heaps_intact(void) {
    HANDLE heaps[MAX_HEAPS];
    DWORD n = GetProcessHeaps(MAX_HEAPS, heaps);
    for (DWORD i = 0; i < n && i < MAX_HEAPS; i++)
        if (!HeapValidate(heaps[i], 0, NULL)) return 0;
    return 1;
}

static LONG WINAPI on_crash(EXCEPTION_POINTERS *info) {
    fprintf(stderr, "dmlworker: unhandled exception 0x%08lX at %p\n",
            (unsigned long)info->ExceptionRecord->ExceptionCode, info->ExceptionRecord->ExceptionAddress);
    fflush(stderr);
    ExitProcess(0xC0000005u);
    return EXCEPTION_EXECUTE_HANDLER;
}

int wmain(int argc, wchar_t **argv) {
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
    SetUnhandledExceptionFilter(on_crash);
    in_handle = GetStdHandle(STD_INPUT_HANDLE);
    out_handle = GetStdHandle(STD_OUTPUT_HANDLE);
    buf_t reply = {0}, data = {0};
    if (argc < 2) { fprintf(stderr, "usage: dmlworker PATH\\TO\\DirectML.dll\n"); return 2; }
    /* the first frame says whether the device started */
    if (!start(argv[1])) {
        put_u8(&reply, STEP_START); put_u32(&reply, 0); put_str(&reply, message);
        send_frame(&reply);
        return 1;
    }
    put_u8(&reply, STEP_OK); put_u32(&reply, 0); put_str(&reply, "");
    if (!send_frame(&reply)) return 1;
    for (;;) {
        uint64_t size;
        if (!read_exact(&size, 8)) return 0;
        unsigned char *body = malloc(size ? size : 1);
        if (!body) { fprintf(stderr, "dmlworker: cannot hold a %llu-byte request\n", (unsigned long long)size); return 3; }
        if (!read_exact(body, size)) return 0;
        reader_t r = {body + 1, body + size, size == 0};
        char command = size ? (char)body[0] : 0;
        reply.used = data.used = 0;
        if (command == 'Q') return 0;
        if (command == 'P') {
            probe(&r, &reply);
        } else if (command == 'R') {
            outcome_t out;
            run_case(&r, &data, &out);
            if (!heaps_intact()) {
                fprintf(stderr, "dmlworker: the process heap is corrupt after this request (HeapValidate): "
                                "something wrote outside a block it allocated\n");
                fflush(stderr);
                /* not ExitProcess: no DLL's detach code runs on the damaged heap (and Wine's
                 * teardown of the device there took 0.9 s a case) */
                TerminateProcess(GetCurrentProcess(), 0xC0000374u);  /* STATUS_HEAP_CORRUPTION */
            }
            put_u8(&reply, (uint8_t)out.step);
            put_u32(&reply, (uint32_t)out.hr);
            put_str(&reply, message);
            put_u8(&reply, (uint8_t)out.compiled_now);
            for (int i = 0; i < 4; i++) put_f64(&reply, out.seconds[i]);
            put_u32(&reply, (uint32_t)n_refused);
            put(&reply, refused, sizeof *refused * (size_t)n_refused);
            if (out.step == STEP_OK && data.used) put(&reply, data.data, data.used);
            else put_u32(&reply, 0);
        } else {
            put_u8(&reply, STEP_PROTOCOL); put_u32(&reply, 0); put_str(&reply, "unknown request");
        }
        free(body);
        if (!send_frame(&reply)) return 1;
    }
}
