codeunit 50322 "Fix Label"
{
    procedure Describe()
    var
        Short: Text[20];
        StatusLbl: Label 'Open', Comment = 'Status of a document';
    begin
        Short := [=StatusLbl=];
    end;
}
