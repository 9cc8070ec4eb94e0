codeunit 50235 "Filters Not Judged"
{
    procedure Filter(var Doc: Record "Base Document"; ByValue: Record "Base Document")
    var
        TempDoc: Record "Base Document" temporary;
    begin
        Doc.SetRange(Description, 'x');
        ByValue.SetRange(Description, 'x');
        TempDoc.SetRange(Description, 'x');
    end;
}
