namespace Own.Sales;

using Base.Sales;

xmlport 50160 "Own Customers"
{
    schema
    {
        textelement(Root)
        {
            tableelement(Cust; Customer)
            {
                fieldelement(No; Cust."No.") { }
                fieldattribute(Name; Cust.Name) { }
                textelement("Extra Info") { }
#if not CLEAN26
                textelement(Legacy) { }
#endif

                trigger OnBeforeInsertRecord()
                begin
                    if Cust."No." = '' then
                        currxmlport.SKIP();
                    CurrXMLport.Break();
                    CurrXMLport.BreakUnbound();
                    CurrXMLport.Filename := 'x';
                    CurrXMLport.TextEncoding := TextEncoding::UTF8;
                    CurrXMLport.Cust.SetRange("No.", '1');
                    CurrXMLport."Extra Info".SetRange(Value, '1');
                    CurrXMLport.Legacy.SetRange(Value, '1');
                    CurrXMLport.SetFormat();
                end;
            }
        }
    }

    procedure SetFormat()
    begin
    end;
}

codeunit 50162 "Own Exports"
{
    procedure Run(var Other: XmlPort "Other Customers"; var Base: XmlPort "Base Export")
    begin
        Other.Import();
        Base.Anything();
    end;
}

xmlport 50163 "Other Customers"
{
    schema
    {
        textelement(Root) { }
    }
}

reportextension 50161 "Own Invoice" extends "Sales Invoice"
{
    dataset
    {
        addlast(Header)
        {
            dataitem(Extra; Customer) { }
        }
    }

    trigger OnPreReport()
    begin
        CurrReport.Header.SetRange("No.", '1');
        CurrReport.Extra.SetRange("No.", '1');
        CurrReport.Skip();
    end;
}
