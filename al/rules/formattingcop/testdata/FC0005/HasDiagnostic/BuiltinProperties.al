codeunit 50110 "FC0005 Builtin Properties"
{
    procedure Run()
    var
        Cust: Record Customer;
        Ref: RecordRef;
    begin
        [=Cust.ReadIsolation := IsolationLevel::ReadCommitted=];
        [=Cust.SecurityFiltering := SecurityFilter::Filtered=];
        [=Ref.ReadIsolation := IsolationLevel::ReadUncommitted=];
        [="Cust".FilterGroup := 2=];
    end;
}

xmlport 50110 "FC0005 Port"
{
    schema
    {
        textelement(Root) { }
    }

    trigger OnPreXmlPort()
    begin
        [=currXMLport.TextEncoding := TextEncoding::UTF8=];
    end;
}

page 50110 "FC0005 Page"
{
    trigger OnOpenPage()
    begin
        [=CurrPage.Editable := false=];
    end;
}
