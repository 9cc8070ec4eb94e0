codeunit 50112 "AA0008 Property Syntax"
{
    procedure Describe(var Cust: Record Customer; var RecRef: RecordRef; FldRef: FieldRef): Text
    var
        Id: RecordId;
        Total: Integer;
        Stamp: DateTime;
    begin
        Id := Cust.RecordId;
        Total := Cust.Count + RecRef.Number + FldRef.Number;
        if Cust.IsEmpty or Cust.IsTemporary or not GuiAllowed then
            exit(Format(FldRef.Value));
        Stamp := CurrentDateTime;
        if Today = 0D then
            exit(UserId + CompanyName + GetLastErrorText + Cust.TableCaption + Cust.GetFilters);
        exit(Format(Total) + Format(Stamp) + Format(Id));
    end;
}

report 50113 "AA0008 Preview"
{
    ProcessingOnly = true;

    trigger OnPreReport()
    begin
        if CurrReport.Preview then
            exit;
    end;
}

page 50114 "AA0008 Page Props"
{
    SourceTable = Customer;

    trigger OnOpenPage()
    begin
        if CurrPage.LookupMode or CurrPage.Editable then
            CurrPage.Caption := CurrPage.Caption + '!';
    end;
}

page 50117 "AA0008 Add-In Page"
{
    layout
    {
        area(Content)
        {
            usercontrol(Notifier; PageNotifierAddIn) { }
        }
    }

    trigger Notifier::PageReady()
    begin
        if Refresh then
            exit;
    end;

    local procedure Refresh(): Boolean
    begin
        exit(true);
    end;
}
