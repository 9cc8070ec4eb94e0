namespace Own.Reports;

using Base.Sales;

tableextension 50165 "Own Header Ext" extends "Sales Header"
{
    fields
    {
        field(50165; "Own Total"; Decimal) { }
    }
}

report 50165 "Own Report Fine"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            // Fields, extension fields, methods, quoted names and case.
            column(Cust_Name; Cust.Name) { }
            column(Cust_Caption; Cust.FieldCaption(Name)) { }
            column(Cust_Credit; cust.checkcredit()) { }
            column(Cust_Bar; Cust."Bar Priority") { }
            column(Company; CompanyProperty.DisplayName()) { }
            column(Cust_Count; "Cust".Count) { }
            dataitem(Header; "Sales Header")
            {
                column(Header_Total; Header."Own Total") { }
                column(Header_No; "No.") { }
                column(Header_Table; Header.TableCaption()) { }
#if NOTDEFINED
                column(Header_Gone; Header."Gone Field") { }
#endif
            }
            dataitem(Missing; "Not Loaded Table")
            {
                column(Missing_Field; Missing.Anything) { }
            }
        }
    }

    requestpage
    {
        SourceTable = Customer;

        layout
        {
            area(Content)
            {
                field(Show; Settings.Name) { }
                field(Own; Rec.Name) { }
                field(Unknown; Other.Whatever) { }
            }
        }
    }

    var
        Settings: Record Customer;
        Other: Record "Not Loaded Table";
}

report 50166 "Own Report Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Replaced.';

    dataset
    {
        dataitem(Cust; Customer)
        {
            column(Cust_Gone; Cust."Gone Field") { }
        }
    }
}

reportextension 50167 "Own Invoice Fine" extends "Sales Invoice"
{
    dataset
    {
        add(Header)
        {
            column(Header_Own; Header."Own Total") { }
        }
    }
}
