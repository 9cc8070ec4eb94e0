namespace Own.Sales;

using Base.Sales;

tableextension 50110 "Own Customer" extends Customer
{
}

tableextension 50111 "Own Quoted" extends "customer"
{
}

tableextension 50112 "Own Qualified" extends Base.Sales.Customer
{
}

// An obsolete table can still be extended.
tableextension 50113 "Own Item" extends Item
{
}

pageextension 50110 "Own Card" extends "Customer Card"
{
}

// Not near any page alfix knows: may be a page of the platform.
pageextension 50111 "Own Platform Page" extends "Report Layout Selection Entries"
{
}

reportextension 50110 "Own Statement" extends "CUSTOMER STATEMENT"
{
}

permissionsetextension 50110 "Own Sales" extends "Sales Basic"
{
}

// Enums of the platform (EventCategory) are extended: without the System
// app a name not found is not reported.
enumextension 50110 "Own Kind" extends "Document Kind"
{
    value(50110; Own) { }
}

enumextension 50111 "Own Category" extends EventCategory
{
    value(50111; Own) { }
}

enumextension 50112 "Own Near Kind" extends "Document Kinds"
{
    value(50112; Own) { }
}

#if NEVER_DEFINED
tableextension 50119 "Own Inactive" extends Custmer
{
}
#endif

pageextension 50113 "Own Entries" extends "CUSTOMER LEDGER entries"
{
}

#if NOTDEFINED
pageextension 50114 "Own Entries Gone" extends "Customer Ledger Entry"
{
}
#endif
