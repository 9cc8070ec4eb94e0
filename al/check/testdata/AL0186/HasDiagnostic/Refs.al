namespace Own.Sales;

using Base.Sales;

table 50100 "Own Summary"
{
    fields
    {
        field(1; "Customer No."; Code[20])
        {
            TableRelation = Customer.[=Numbr=];
        }
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Cust. Ledger Entry".[=Amnt=] where([="Customer Number"=] = field("Customer No."), Open = const(true)));
        }
        field(3; Entries; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Cust. Ledger Entry" where("Customer No." = field("Customer No."), [=open2=] = const(true)));
        }
        field(4; Kind; Option) { OptionMembers = Customer,Other; }
        field(5; "Entry No."; Integer)
        {
            TableRelation = if (Kind = const(Customer)) "Cust. Ledger Entry"."Entry No." where([=CustomerNo=] = field("Customer No."))
            else Customer.[="No"=];
        }
    }
}

tableextension 50100 "Own Customer" extends Customer
{
    fields
    {
        field(50100; "Own Open Amount"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = -sum("Cust. Ledger Entry"."Extra Amount" where("Customer No." = field("No."), [="Posting Dt"=] = field("Date Filter")));
        }
    }
}

page 50100 "Own Customers"
{
    SourceTable = Customer;
    SourceTableView = sorting([=Nam=]) where("No." = filter(<> ''));
}

report 50100 "Own Statement"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            DataItemTableView = sorting("No.") where([=Blocked=] = const(false));
            RequestFilterFields = "No.", [="Date Filtr"=];
            CalcFields = [="Balance LCY"=];
        }
    }
}
