/* The few DirectML declarations the worker needs, as C: interface ids, structs, enums and
 * vtables. These are facts of DirectML's ABI (checked against the official DirectML.h by
 * tests/test_directml_abi.py); carrying them lets the worker build from this project alone.
 * Direct3D 12 and DXGI come from mingw-w64's own headers. */
#ifndef DMLCONF_DML_ABI_H
#define DMLCONF_DML_ABI_H

#define COBJMACROS
#include <windows.h>
#include <initguid.h> /* the D3D12 and DXGI interface ids are defined here, not linked */
#include <d3d12.h>

/* ------------------------------------------------------------------ enums and constants */
enum { DML_FEATURE_TENSOR_DATA_TYPE_SUPPORT = 0, DML_FEATURE_FEATURE_LEVELS = 1 };
enum { DML_BINDING_TYPE_NONE = 0, DML_BINDING_TYPE_BUFFER = 1 };
enum { DML_CREATE_DEVICE_FLAG_NONE = 0 };
enum { DML_FEATURE_LEVEL_1_0 = 0x1000 };
#define DML_PERSISTENT_BUFFER_ALIGNMENT 256
#define DML_TEMPORARY_BUFFER_ALIGNMENT 256

/* ------------------------------------------------------------------ structs */
typedef struct DML_BUFFER_TENSOR_DESC {
    INT DataType;
    UINT Flags;
    UINT DimensionCount;
    const UINT *Sizes;
    const UINT *Strides;
    UINT64 TotalTensorSizeInBytes;
    UINT GuaranteedBaseOffsetAlignment;
} DML_BUFFER_TENSOR_DESC;

typedef struct DML_TENSOR_DESC { INT Type; const void *Desc; } DML_TENSOR_DESC;
typedef struct DML_OPERATOR_DESC { INT Type; const void *Desc; } DML_OPERATOR_DESC;

typedef struct DML_BINDING_PROPERTIES {
    UINT RequiredDescriptorCount;
    UINT64 TemporaryResourceSize;
    UINT64 PersistentResourceSize;
} DML_BINDING_PROPERTIES;

typedef struct DML_BINDING_DESC { INT Type; const void *Desc; } DML_BINDING_DESC;
typedef struct DML_BUFFER_BINDING { ID3D12Resource *Buffer; UINT64 Offset; UINT64 SizeInBytes; } DML_BUFFER_BINDING;

typedef struct IDMLDispatchable IDMLDispatchable;
typedef struct DML_BINDING_TABLE_DESC {
    IDMLDispatchable *Dispatchable;
    D3D12_CPU_DESCRIPTOR_HANDLE CPUDescriptorHandle;
    D3D12_GPU_DESCRIPTOR_HANDLE GPUDescriptorHandle;
    UINT SizeInDescriptors;
} DML_BINDING_TABLE_DESC;

typedef struct DML_FEATURE_QUERY_TENSOR_DATA_TYPE_SUPPORT { INT DataType; } DML_FEATURE_QUERY_TENSOR_DATA_TYPE_SUPPORT;
typedef struct DML_FEATURE_DATA_TENSOR_DATA_TYPE_SUPPORT { BOOL IsSupported; } DML_FEATURE_DATA_TENSOR_DATA_TYPE_SUPPORT;
typedef struct DML_FEATURE_QUERY_FEATURE_LEVELS {
    UINT RequestedFeatureLevelCount;
    const INT *RequestedFeatureLevels;
} DML_FEATURE_QUERY_FEATURE_LEVELS;
typedef struct DML_FEATURE_DATA_FEATURE_LEVELS { INT MaxSupportedFeatureLevel; } DML_FEATURE_DATA_FEATURE_LEVELS;

/* ------------------------------------------------------------------ interfaces
 * Each vtable lists IUnknown (slots 0-2), IDMLObject (3-6: GetPrivateData, SetPrivateData,
 * SetPrivateDataInterface, SetName), IDMLDeviceChild (7: GetDevice) as DirectML.h declares
 * them. Methods the worker never calls are typed void* to keep the slots. */
#define DMLCONF_IUNKNOWN(T) \
    HRESULT (STDMETHODCALLTYPE *QueryInterface)(T *self, REFIID riid, void **out); \
    ULONG (STDMETHODCALLTYPE *AddRef)(T *self); \
    ULONG (STDMETHODCALLTYPE *Release)(T *self);
#define DMLCONF_IDMLOBJECT void *GetPrivateData; void *SetPrivateData; void *SetPrivateDataInterface; void *SetName;
#define DMLCONF_IDMLDEVICECHILD void *GetDevice;

typedef struct IDMLOperator IDMLOperator;
typedef struct IDMLCompiledOperator IDMLCompiledOperator;
typedef struct IDMLOperatorInitializer IDMLOperatorInitializer;
typedef struct IDMLBindingTable IDMLBindingTable;
typedef struct IDMLCommandRecorder IDMLCommandRecorder;
typedef struct IDMLDevice IDMLDevice;

typedef struct IDMLDeviceVtbl {
    DMLCONF_IUNKNOWN(IDMLDevice)
    DMLCONF_IDMLOBJECT
    HRESULT (STDMETHODCALLTYPE *CheckFeatureSupport)(IDMLDevice *self, INT feature, UINT queryDataSize,
                                                     const void *queryData, UINT supportDataSize, void *supportData);
    HRESULT (STDMETHODCALLTYPE *CreateOperator)(IDMLDevice *self, const DML_OPERATOR_DESC *desc, REFIID riid, void **out);
    HRESULT (STDMETHODCALLTYPE *CompileOperator)(IDMLDevice *self, IDMLOperator *op, UINT flags, REFIID riid, void **out);
    HRESULT (STDMETHODCALLTYPE *CreateOperatorInitializer)(IDMLDevice *self, UINT count,
                                                           IDMLCompiledOperator *const *ops, REFIID riid, void **out);
    HRESULT (STDMETHODCALLTYPE *CreateCommandRecorder)(IDMLDevice *self, REFIID riid, void **out);
    HRESULT (STDMETHODCALLTYPE *CreateBindingTable)(IDMLDevice *self, const DML_BINDING_TABLE_DESC *desc, REFIID riid,
                                                    void **out);
    void *Evict;
    void *MakeResident;
    HRESULT (STDMETHODCALLTYPE *GetDeviceRemovedReason)(IDMLDevice *self);
    void *GetParentDevice;
} IDMLDeviceVtbl;
struct IDMLDevice { const IDMLDeviceVtbl *lpVtbl; };

typedef struct IDMLOperatorVtbl { DMLCONF_IUNKNOWN(IDMLOperator) DMLCONF_IDMLOBJECT DMLCONF_IDMLDEVICECHILD } IDMLOperatorVtbl;
struct IDMLOperator { const IDMLOperatorVtbl *lpVtbl; };

/* GetBindingProperties returns a struct: MSVC's COM ABI passes a hidden result pointer after
 * `this` and returns it, so that is how it is declared here. */
typedef struct IDMLDispatchableVtbl {
    DMLCONF_IUNKNOWN(IDMLDispatchable) DMLCONF_IDMLOBJECT DMLCONF_IDMLDEVICECHILD
    DML_BINDING_PROPERTIES *(STDMETHODCALLTYPE *GetBindingProperties)(IDMLDispatchable *self,
                                                                      DML_BINDING_PROPERTIES *result);
} IDMLDispatchableVtbl;
struct IDMLDispatchable { const IDMLDispatchableVtbl *lpVtbl; };
/* IDMLCompiledOperator adds nothing to IDMLDispatchable; IDMLOperatorInitializer adds Reset (slot 9). */
struct IDMLCompiledOperator { const IDMLDispatchableVtbl *lpVtbl; };
typedef struct IDMLOperatorInitializerVtbl {
    DMLCONF_IUNKNOWN(IDMLOperatorInitializer) DMLCONF_IDMLOBJECT DMLCONF_IDMLDEVICECHILD
    void *GetBindingProperties;
    HRESULT (STDMETHODCALLTYPE *Reset)(IDMLOperatorInitializer *self, UINT count, IDMLCompiledOperator *const *ops);
} IDMLOperatorInitializerVtbl;
struct IDMLOperatorInitializer { const IDMLOperatorInitializerVtbl *lpVtbl; };

typedef struct IDMLBindingTableVtbl {
    DMLCONF_IUNKNOWN(IDMLBindingTable) DMLCONF_IDMLOBJECT DMLCONF_IDMLDEVICECHILD
    void (STDMETHODCALLTYPE *BindInputs)(IDMLBindingTable *self, UINT count, const DML_BINDING_DESC *bindings);
    void (STDMETHODCALLTYPE *BindOutputs)(IDMLBindingTable *self, UINT count, const DML_BINDING_DESC *bindings);
    void (STDMETHODCALLTYPE *BindTemporaryResource)(IDMLBindingTable *self, const DML_BINDING_DESC *binding);
    void (STDMETHODCALLTYPE *BindPersistentResource)(IDMLBindingTable *self, const DML_BINDING_DESC *binding);
    HRESULT (STDMETHODCALLTYPE *Reset)(IDMLBindingTable *self, const DML_BINDING_TABLE_DESC *desc);
} IDMLBindingTableVtbl;
struct IDMLBindingTable { const IDMLBindingTableVtbl *lpVtbl; };

typedef struct IDMLCommandRecorderVtbl {
    DMLCONF_IUNKNOWN(IDMLCommandRecorder) DMLCONF_IDMLOBJECT DMLCONF_IDMLDEVICECHILD
    void (STDMETHODCALLTYPE *RecordDispatch)(IDMLCommandRecorder *self, ID3D12CommandList *list,
                                             IDMLDispatchable *dispatchable, IDMLBindingTable *bindings);
} IDMLCommandRecorderVtbl;
struct IDMLCommandRecorder { const IDMLCommandRecorderVtbl *lpVtbl; };

typedef HRESULT (WINAPI *PFN_DMLCreateDevice1)(ID3D12Device *d3d12Device, UINT flags, INT minimumFeatureLevel,
                                              REFIID riid, void **out);

/* ------------------------------------------------------------------ interface ids (DirectML.h) */
static const GUID DMLCONF_IID_IDMLDevice = {0x6dbd6437, 0x96fd, 0x423f, {0xa9, 0x8c, 0xae, 0x5e, 0x7c, 0x2a, 0x57, 0x3f}};
static const GUID DMLCONF_IID_IDMLOperator = {0x26caae7a, 0x3081, 0x4633, {0x95, 0x81, 0x22, 0x6f, 0xbe, 0x57, 0x69, 0x5d}};
static const GUID DMLCONF_IID_IDMLCompiledOperator = {0x6b15e56a, 0xbf5c, 0x4902, {0x92, 0xd8, 0xda, 0x3a, 0x65, 0x0a, 0xfe, 0xa4}};
static const GUID DMLCONF_IID_IDMLOperatorInitializer = {0x427c1113, 0x435c, 0x469c, {0x86, 0x76, 0x4d, 0x5d, 0xd0, 0x72, 0xf8, 0x13}};
static const GUID DMLCONF_IID_IDMLBindingTable = {0x29c687dc, 0xde74, 0x4e3b, {0xab, 0x00, 0x11, 0x68, 0xf2, 0xfc, 0x3c, 0xfc}};
static const GUID DMLCONF_IID_IDMLCommandRecorder = {0xe6857a76, 0x2e3e, 0x4fdd, {0xbf, 0xf4, 0x5d, 0x2b, 0xa1, 0x0f, 0xb4, 0x53}};

#endif
