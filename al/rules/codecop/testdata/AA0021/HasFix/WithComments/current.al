codeunit 50183 "Var Order Fix Comments"
{
    procedure Locals()
    var
        // the running total
        Total: Decimal;
        Ref: FieldRef; // field of RecRef

        /// <summary>the record</summary>
        [=RecRef: RecordRef;=]
    begin
    end;
}
