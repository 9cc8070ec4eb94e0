codeunit 50449 "AA0448 Not Shown"
{
    procedure Run(var Cust: Record Customer)
    var
        Window: Dialog;
        Field: Record Field;
        ProgressTxt: Label '%1 #1####', Comment = '%1 = field';
        FilterTok: Label '%1=%2', Locked = true;
        Key: Text;
        LaterErr: Label '%1 cannot be later than %2.', Comment = '%1 = field, %2 = table';
    begin
        // The documented exception: Dialog.Open aligns field names.
        Window.Open(StrSubstNo(ProgressTxt, Cust.FieldName("No.")));
        // Names used as keys or filters are not shown.
        Key := Cust.FieldName(Name);
        Cust.SetFilter(Name, StrSubstNo(FilterTok, Cust.TableName(), Key));
        // Captions are what the rule asks for.
        Error(LaterErr, Cust.FieldCaption(Name), Cust.TableCaption());
        // A field of the system table Field, not the method.
        Error(LaterErr, Field.FieldName, Field.TableName);
    end;
}
