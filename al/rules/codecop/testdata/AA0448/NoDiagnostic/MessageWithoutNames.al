codeunit 50331 "Message Text Only"
{
    procedure Show(var Customer: Record Customer)
    var
        DoneMsg: Label 'Done with %1.', Comment = '%1 = caption';
        FieldNameTxt: Text;
    begin
        FieldNameTxt := Customer.FieldName("No.");
        Message(DoneMsg, Customer.FieldCaption("No."));
        Message('FieldName and TableName');
    end;
}
