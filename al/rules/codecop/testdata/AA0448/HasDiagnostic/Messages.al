table 50448 "AA0448 Order"
{
    fields
    {
        field(1; "Order Date"; Date) { }
        field(2; "Starting Date"; Date) { }
    }

    var
        LaterErr: Label '%1 cannot be later than %2.', Comment = '%1 = field, %2 = field';
        DeleteQst: Label 'Delete the %1?', Comment = '%1 = table';

    procedure Check()
    begin
        if "Order Date" > "Starting Date" then
            Error(LaterErr, [=FieldName("Order Date")=], [=Rec.FIELDNAME("Starting Date")=]);
        if Confirm(DeleteQst, false, [=TableName()=]) then
            Message(StrSubstNo(LaterErr, [=Rec.TableName()=], FieldCaption("Order Date")));
    end;
}
