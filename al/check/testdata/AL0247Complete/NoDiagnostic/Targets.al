namespace Own.Sales;

using Base.Sales;

enumextension 50110 "Own Category" extends EventCategory
{
    value(50110; Own) { }
}

pageextension 50110 "Own Platform Page" extends "Platform Objects"
{
}

pageextension 50111 "Own Card" extends "Customer Card"
{
}
