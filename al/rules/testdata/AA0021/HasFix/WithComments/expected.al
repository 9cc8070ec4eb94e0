codeunit 50183 "Var Order Fix Comments"
{
    procedure Locals()
    var
        /// <summary>the record</summary>
        RecRef: RecordRef;
        Ref: FieldRef; // field of RecRef

        // the running total
        Total: Decimal;
    begin
    end;
}
