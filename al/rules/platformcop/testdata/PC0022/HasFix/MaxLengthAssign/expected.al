codeunit 50322 "Fix Label"
{
    procedure Describe()
    var
        Short: Text[20];
        StatusLbl: Label 'Open', Comment = 'Status of a document', MaxLength = 20;
    begin
        Short := StatusLbl;
    end;
}
