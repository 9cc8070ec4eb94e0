codeunit 50183 "Var Order Fix Comments"
{
    procedure Locals()
    var
        // the running total
        Total: Decimal;
        /// <summary>the record</summary>
        RecRef: RecordRef;

        Ref: FieldRef; // field of RecRef
    begin
    end;
}
