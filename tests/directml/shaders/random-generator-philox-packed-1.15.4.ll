; ModuleID = '<stdin>'
source_filename = "<stdin>"
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%Constants = type { [2 x <4 x i32>], [2 x <4 x i32>], i32, i32, i32, i32, i32, i32 }

define void @CSMain() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %4 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %6 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 4)
  %7 = extractvalue %dx.types.CBufRet.i32 %6, 2
  %8 = add i32 %7, %5
  %9 = extractvalue %dx.types.CBufRet.i32 %6, 3
  %10 = icmp ugt i32 %8, %9
  br i1 %10, label %216, label %11

11:                                               ; preds = %0
  %12 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 0, i32 0)
  %13 = extractvalue %dx.types.ResRet.i32 %12, 0
  %14 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 1, i32 0)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 0
  %16 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 2, i32 0)
  %17 = extractvalue %dx.types.ResRet.i32 %16, 0
  %18 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 3, i32 0)
  %19 = extractvalue %dx.types.ResRet.i32 %18, 0
  %20 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 4, i32 0)
  %21 = extractvalue %dx.types.ResRet.i32 %20, 0
  %22 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 5, i32 0)
  %23 = extractvalue %dx.types.ResRet.i32 %22, 0
  %24 = add i32 %13, %8
  %25 = icmp ult i32 %24, %8
  %26 = zext i1 %25 to i32
  %27 = add i32 %15, %26
  %28 = icmp ult i32 %27, %26
  %29 = zext i1 %28 to i32
  %30 = add i32 %17, %29
  %31 = icmp ult i32 %30, %29
  %32 = zext i1 %31 to i32
  %33 = add i32 %19, %32
  %34 = zext i32 %24 to i64
  %35 = mul nuw i64 %34, 3528531795
  %36 = lshr i64 %35, 32
  %37 = trunc i64 %36 to i32
  %38 = zext i32 %30 to i64
  %39 = mul nuw i64 %38, 3449720151
  %40 = lshr i64 %39, 32
  %41 = trunc i64 %40 to i32
  %42 = xor i32 %41, %27
  %43 = xor i32 %42, %21
  %44 = xor i32 %33, %37
  %45 = xor i32 %44, %23
  %46 = add i32 %21, -1640531527
  %47 = add i32 %23, -1150833019
  %48 = zext i32 %43 to i64
  %49 = mul nuw i64 %48, 3528531795
  %50 = lshr i64 %49, 32
  %51 = zext i32 %45 to i64
  %52 = mul nuw i64 %51, 3449720151
  %53 = lshr i64 %52, 32
  %54 = xor i64 %53, %39
  %55 = trunc i64 %54 to i32
  %56 = xor i32 %55, %46
  %57 = xor i64 %50, %35
  %58 = trunc i64 %57 to i32
  %59 = xor i32 %58, %47
  %60 = add i32 %21, 1013904242
  %61 = add i32 %23, 1993301258
  %62 = zext i32 %56 to i64
  %63 = mul nuw i64 %62, 3528531795
  %64 = lshr i64 %63, 32
  %65 = zext i32 %59 to i64
  %66 = mul nuw i64 %65, 3449720151
  %67 = lshr i64 %66, 32
  %68 = xor i64 %67, %52
  %69 = trunc i64 %68 to i32
  %70 = xor i32 %69, %60
  %71 = xor i64 %64, %49
  %72 = trunc i64 %71 to i32
  %73 = xor i32 %72, %61
  %74 = add i32 %21, -626627285
  %75 = add i32 %23, 842468239
  %76 = zext i32 %70 to i64
  %77 = mul nuw i64 %76, 3528531795
  %78 = lshr i64 %77, 32
  %79 = zext i32 %73 to i64
  %80 = mul nuw i64 %79, 3449720151
  %81 = lshr i64 %80, 32
  %82 = xor i64 %81, %66
  %83 = trunc i64 %82 to i32
  %84 = xor i32 %83, %74
  %85 = xor i64 %78, %63
  %86 = trunc i64 %85 to i32
  %87 = xor i32 %86, %75
  %88 = add i32 %21, 2027808484
  %89 = add i32 %23, -308364780
  %90 = zext i32 %84 to i64
  %91 = mul nuw i64 %90, 3528531795
  %92 = lshr i64 %91, 32
  %93 = zext i32 %87 to i64
  %94 = mul nuw i64 %93, 3449720151
  %95 = lshr i64 %94, 32
  %96 = xor i64 %95, %80
  %97 = trunc i64 %96 to i32
  %98 = xor i32 %97, %88
  %99 = xor i64 %92, %77
  %100 = trunc i64 %99 to i32
  %101 = xor i32 %100, %89
  %102 = add i32 %21, 387276957
  %103 = add i32 %23, -1459197799
  %104 = zext i32 %98 to i64
  %105 = mul nuw i64 %104, 3528531795
  %106 = lshr i64 %105, 32
  %107 = zext i32 %101 to i64
  %108 = mul nuw i64 %107, 3449720151
  %109 = lshr i64 %108, 32
  %110 = xor i64 %109, %94
  %111 = trunc i64 %110 to i32
  %112 = xor i32 %111, %102
  %113 = xor i64 %106, %91
  %114 = trunc i64 %113 to i32
  %115 = xor i32 %114, %103
  %116 = add i32 %21, -1253254570
  %117 = add i32 %23, 1684936478
  %118 = zext i32 %112 to i64
  %119 = mul nuw i64 %118, 3528531795
  %120 = lshr i64 %119, 32
  %121 = zext i32 %115 to i64
  %122 = mul nuw i64 %121, 3449720151
  %123 = lshr i64 %122, 32
  %124 = xor i64 %123, %108
  %125 = trunc i64 %124 to i32
  %126 = xor i32 %125, %116
  %127 = xor i64 %120, %105
  %128 = trunc i64 %127 to i32
  %129 = xor i32 %128, %117
  %130 = add i32 %21, 1401181199
  %131 = add i32 %23, 534103459
  %132 = zext i32 %126 to i64
  %133 = mul nuw i64 %132, 3528531795
  %134 = lshr i64 %133, 32
  %135 = zext i32 %129 to i64
  %136 = mul nuw i64 %135, 3449720151
  %137 = lshr i64 %136, 32
  %138 = xor i64 %137, %122
  %139 = trunc i64 %138 to i32
  %140 = xor i32 %139, %130
  %141 = xor i64 %134, %119
  %142 = trunc i64 %141 to i32
  %143 = xor i32 %142, %131
  %144 = add i32 %21, -239350328
  %145 = add i32 %23, -616729560
  %146 = zext i32 %140 to i64
  %147 = mul nuw i64 %146, 3528531795
  %148 = lshr i64 %147, 32
  %149 = zext i32 %143 to i64
  %150 = mul nuw i64 %149, 3449720151
  %151 = lshr i64 %150, 32
  %152 = xor i64 %151, %136
  %153 = trunc i64 %152 to i32
  %154 = xor i32 %153, %144
  %155 = xor i64 %148, %133
  %156 = trunc i64 %155 to i32
  %157 = xor i32 %156, %145
  %158 = add i32 %23, -1767562579
  %159 = zext i32 %154 to i64
  %160 = mul nuw i64 %159, 3528531795
  %161 = trunc i64 %160 to i32
  %162 = lshr i64 %160, 32
  %163 = zext i32 %157 to i64
  %164 = mul nuw i64 %163, 3449720151
  %165 = trunc i64 %164 to i32
  %166 = xor i64 %162, %147
  %167 = trunc i64 %166 to i32
  %168 = xor i32 %167, %158
  %169 = shl i32 %8, 2
  %170 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 5)
  %171 = extractvalue %dx.types.CBufRet.i32 %170, 0
  %172 = icmp ult i32 %169, %171
  br i1 %172, label %173, label %179

173:                                              ; preds = %11
  %174 = lshr i64 %164, 32
  %175 = xor i64 %174, %150
  %176 = trunc i64 %175 to i32
  %177 = add i32 %21, -1879881855
  %178 = xor i32 %176, %177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %2, i32 %169, i32 0, i32 %178, i32 undef, i32 undef, i32 undef, i8 1)
  br label %179

179:                                              ; preds = %173, %11
  %180 = or i32 %169, 1
  %181 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 5)
  %182 = extractvalue %dx.types.CBufRet.i32 %181, 0
  %183 = icmp ult i32 %180, %182
  br i1 %183, label %184, label %185

184:                                              ; preds = %179
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %2, i32 %180, i32 0, i32 %165, i32 undef, i32 undef, i32 undef, i8 1)
  br label %185

185:                                              ; preds = %184, %179
  %186 = or i32 %169, 2
  %187 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 5)
  %188 = extractvalue %dx.types.CBufRet.i32 %187, 0
  %189 = icmp ult i32 %186, %188
  br i1 %189, label %190, label %191

190:                                              ; preds = %185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %2, i32 %186, i32 0, i32 %168, i32 undef, i32 undef, i32 undef, i8 1)
  br label %191

191:                                              ; preds = %190, %185
  %192 = or i32 %169, 3
  %193 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 5)
  %194 = extractvalue %dx.types.CBufRet.i32 %193, 0
  %195 = icmp ult i32 %192, %194
  br i1 %195, label %196, label %197

196:                                              ; preds = %191
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %2, i32 %192, i32 0, i32 %161, i32 undef, i32 undef, i32 undef, i8 1)
  br label %197

197:                                              ; preds = %196, %191
  %198 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 4)
  %199 = extractvalue %dx.types.CBufRet.i32 %198, 3
  %200 = icmp eq i32 %8, %199
  %201 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 5)
  %202 = extractvalue %dx.types.CBufRet.i32 %201, 1
  %203 = icmp ne i32 %202, 0
  %204 = and i1 %200, %203
  br i1 %204, label %205, label %216

205:                                              ; preds = %197
  %206 = add i32 %24, 1
  %207 = icmp eq i32 %206, 0
  %208 = zext i1 %207 to i32
  %209 = add i32 %27, %208
  %210 = icmp ult i32 %209, %208
  %211 = zext i1 %210 to i32
  %212 = add i32 %30, %211
  %213 = icmp ult i32 %212, %211
  %214 = zext i1 %213 to i32
  %215 = add i32 %33, %214
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 0, i32 0, i32 %206, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 1, i32 0, i32 %209, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 2, i32 0, i32 %212, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 3, i32 0, i32 %215, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 4, i32 0, i32 %21, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 5, i32 0, i32 %23, i32 undef, i32 undef, i32 undef, i8 1)
  br label %216

216:                                              ; preds = %205, %197, %0
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}

!0 = !{!"clang version 3.7 (tags/RELEASE_370/final)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 6}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{null, !5, !10, null}
!5 = !{!6, !8, !9}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{i32 1, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!9 = !{i32 2, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{!11}
!11 = !{i32 0, %Constants* undef, !"", i32 0, i32 0, i32 1, i32 88, null}
!12 = !{void ()* @CSMain, !"CSMain", null, !4, !13}
!13 = !{i32 0, i64 1048592, i32 4, !14}
!14 = !{i32 256, i32 1, i32 1}
