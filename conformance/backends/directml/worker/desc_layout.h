/* Where each field of an operator desc struct lies, from the C type of each field alone: the
 * worker holds no per-operator code. The Python side sends one of these codes per field, in
 * the order of the C struct (the spec's `fields`). A struct a field points to (a DML_SCALE_BIAS,
 * a fused activation's DML_OPERATOR_DESC and its desc) is laid out the same way from its own
 * fields' codes. Plain C with no Windows names, so the ABI test can compile it beside the
 * official DirectML.h. */
#ifndef DMLCONF_DESC_LAYOUT_H
#define DMLCONF_DESC_LAYOUT_H
#include <stddef.h>

enum dmlconf_field_ctype {
    DMLCONF_U32 = 1,        /* UINT, BOOL, an enum: 4 bytes */
    DMLCONF_TENSOR = 2,     /* const DML_TENSOR_DESC*: a pointer, NULL for an absent optional tensor */
    DMLCONF_U32_ARRAY = 3,  /* const UINT*: a pointer */
    DMLCONF_F32 = 4,        /* FLOAT: 4 bytes */
    DMLCONF_U64 = 5,        /* DML_SCALAR_UNION (a union of at most 8 bytes, 8-aligned): 8 bytes */
    DMLCONF_STRUCT_PTR = 6, /* a pointer to a struct laid out from its own fields, NULL when absent */
    DMLCONF_TENSOR_ARRAY = 7, /* const DML_TENSOR_DESC* to an array of them (JOIN's inputs, SPLIT's outputs) */
    DMLCONF_STRUCT_ARRAY = 8, /* a pointer to one C array of structs (RNN's ActivationDescs), NULL when absent */
};

static size_t dmlconf_ctype_size(int ctype) {
    switch (ctype) {
    case DMLCONF_TENSOR: case DMLCONF_U32_ARRAY: case DMLCONF_STRUCT_PTR: case DMLCONF_TENSOR_ARRAY:
    case DMLCONF_STRUCT_ARRAY: return sizeof(void *);
    case DMLCONF_U64: return 8;
    default: return 4;
    }
}

/* Fills offsets[i] for each field (natural alignment, as MSVC and the x64 ABI lay out these
 * types) and returns the struct's size (padded to its largest alignment); 0 for an unknown code. */
static size_t dmlconf_desc_layout(const unsigned char *ctypes, size_t count, size_t *offsets) {
    size_t offset = 0, widest = 1;
    for (size_t i = 0; i < count; i++) {
        if (ctypes[i] < DMLCONF_U32 || ctypes[i] > DMLCONF_STRUCT_ARRAY) return 0;
        size_t size = dmlconf_ctype_size(ctypes[i]);
        offset = (offset + size - 1) / size * size;
        offsets[i] = offset;
        offset += size;
        if (size > widest) widest = size;
    }
    return (offset + widest - 1) / widest * widest;
}
#endif
