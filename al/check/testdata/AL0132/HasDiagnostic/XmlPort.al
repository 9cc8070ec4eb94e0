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
                textelement(Extra) { }

                trigger OnBeforeInsertRecord()
                begin
                    if Cust."No." = '' then
                        CurrXMLport.[=Skp=]();
                    CurrXMLport.[=Customer=].Value := '';
                    CurrXMLport.[=Brake=]();
                end;
            }
        }
    }
}

reportextension 50161 "Own Invoice" extends "Sales Invoice"
{
    dataset
    {
        add(Header)
        {
            column(Extra; Header."No.") { }
        }
    }

    trigger OnPreReport()
    begin
        CurrReport.[=Header2=].SetRange("No.", '1');
        CurrReport.[=Skipp=]();
    end;
}
