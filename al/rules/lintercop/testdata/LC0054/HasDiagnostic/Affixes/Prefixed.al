interface [="ABC Payment"=]
{
}

interface [="XYZ I Shipping"=]
{
}

interface [="DEF IPrinter"=]
{
}
