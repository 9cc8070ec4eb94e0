namespace Own.Sales;

using Base.Sales;

table 50100 "Own Summary"
{
    fields
    {
        field(1; "Customer No."; Code[20])
        {
            TableRelation = Customer."No.";
        }
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            // Case and quotes do not matter; a field an extension adds counts.
            CalcFormula = sum("Cust. Ledger Entry"."extra amount" where("CUSTOMER NO." = field("Customer No."), open = const(true)));
        }
        field(3; Entries; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Cust. Ledger Entry" where("Customer No." = field("Customer No."), SystemId = filter(<> '{00000000-0000-0000-0000-000000000000}')));
        }
        field(4; Kind; Option) { OptionMembers = Customer,Other; }
        field(5; "Entry No."; Integer)
        {
            // The condition's fields are this table's.
            TableRelation = if (Kind = const(Customer)) "Cust. Ledger Entry"."Entry No." where("Customer No." = field("Customer No."))
            else Customer;
        }
        field(6; Note; Text[50])
        {
            // Tables alfix does not find are not judged: the platform's, another namespace's.
            TableRelation = "No Such Table".Whatever where(Nothing = const(1));
        }
        field(7; "Own Lookup"; Code[20])
        {
            FieldClass = FlowField;
            CalcFormula = lookup("Own Summary"."Customer No." where("Entry No." = field("Entry No.")));
        }
#if CLEAN26
        field(8; Old; Code[20])
        {
            TableRelation = Customer.Numbr;
        }
#endif
    }
}

page 50100 "Own Customers"
{
    SourceTable = Customer;
    SourceTableView = sorting(Name, "No.") order(descending) where("No." = filter(<> ''), "Date Filter" = filter('..today'));
}

page 50101 "Own Wizard"
{
    // Without a source table, nothing to judge.
    SourceTableView = sorting(Whatever);
}

report 50100 "Own Statement"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            DataItemTableView = sorting("No.") where(Name = filter(<> ''));
            RequestFilterFields = "No.", "Date Filter";
            CalcFields = "Balance (LCY)";
            dataitem(Ledger; "Cust. Ledger Entry")
            {
                DataItemLink = "Customer No." = field("No.");
                DataItemTableView = sorting("Entry No.") where(Open = const(true), "Extra Amount" = filter(<> 0));
            }
        }
        dataitem(Numbers; Integer)
        {
            // The platform's tables are not loaded: not judged.
            DataItemTableView = sorting(Number) where(Number = filter(1 ..));
        }
    }
}
